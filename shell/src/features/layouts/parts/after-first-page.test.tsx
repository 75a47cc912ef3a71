import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@jara/bus';
import { pageShownGate, WIDGETS_WAIT_MS } from './after-first-page';

function setUp() {
  const events = createEventBus();
  const useAfterPageShown = pageShownGate(events);
  function Probe() {
    return <p>{useAfterPageShown() ? 'widgets' : 'placeholders'}</p>;
  }
  return { events, Probe };
}

describe('useAfterPageShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a page that never says it is ready only so long', () => {
    const { Probe } = setUp();
    render(<Probe />);
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(WIDGETS_WAIT_MS));
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it('holds the widgets until the page is ready, then a later layout shows them at once', () => {
    const { events, Probe } = setUp();
    const first = render(<Probe />);
    act(() => void jest.advanceTimersByTime(WIDGETS_WAIT_MS - 1));
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(() => events.emit('page:ready', { path: '/stores' }));
    expect(screen.getByText('widgets')).toBeTruthy();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('widgets')).toBeTruthy();
  });
});
