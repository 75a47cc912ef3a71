import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@jara/bus';
import { pageShownGate, WIDGETS_WAIT_MS } from './after-first-page';

function setUp() {
  const events = createEventBus();
  const settled = new Set<() => void>();
  const parcelSettled = () => settled.forEach((listener) => listener());
  const useAfterPageShown = pageShownGate(events, (listener) => {
    settled.add(listener);
    return () => void settled.delete(listener);
  });
  function Probe() {
    return <p>{useAfterPageShown() ? 'widgets' : 'placeholders'}</p>;
  }
  return { events, parcelSettled, Probe };
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

  it('lets the widgets go once the page parcel has drawn, for a screen that sends no page:ready', () => {
    const { parcelSettled, Probe } = setUp();
    render(<Probe />);
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(parcelSettled);
    expect(screen.getByText('widgets')).toBeTruthy();
  });
});
