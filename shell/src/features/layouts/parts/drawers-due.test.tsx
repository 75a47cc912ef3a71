import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@jara/bus';
import { drawersDueGate } from './drawers-due';

function setUp() {
  const events = createEventBus();
  let idle: (() => void) | null = null;
  const cancelled = jest.fn();
  const useDrawersDue = drawersDueGate(events, (work) => {
    idle = work;
    return cancelled;
  });
  function Probe() {
    return <p>{useDrawersDue() ? 'drawers' : 'nothing yet'}</p>;
  }
  return { events, Probe, cancelled, pageIdle: () => idle?.() };
}

describe('useDrawersDue', () => {
  it('holds the drawers until the page is idle after showing its content, then a later layout has them at once', () => {
    const { Probe, pageIdle } = setUp();
    const first = render(<Probe />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    act(pageIdle);
    expect(screen.getByText('drawers')).toBeTruthy();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('drawers')).toBeTruthy();
  });

  it.each([
    ['cart:open', { vendorId: 'v1' }],
    ['orders:open-tracking', { orderId: 'o-1' }],
    ['order:placed', { orderId: 'o-2' }],
  ] as const)(
    'brings them on the first %s, whose request the drawer then gets',
    async (type, payload) => {
      const { events, Probe, cancelled } = setUp();
      render(<Probe />);
      act(() => events.emit(type, payload));
      expect(screen.getByText('drawers')).toBeTruthy();
      expect(cancelled).toHaveBeenCalled();

      const drawer = jest.fn();
      events.on(type, drawer);
      await act(() => Promise.resolve());
      expect(drawer.mock.calls).toEqual([[payload]]);
    },
  );
});
