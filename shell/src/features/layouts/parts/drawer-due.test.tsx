import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@jara/bus';
import { drawerDueGate } from './drawer-due';

function setUp() {
  const events = createEventBus();
  let idle: () => void = () => undefined;
  const cancelled = jest.fn();
  const useDrawerDue = drawerDueGate(events, ['orders:open-tracking', 'order:placed'], (work) => {
    idle = work;
    return cancelled;
  });
  function Probe() {
    return <p>{useDrawerDue() ? 'drawer' : 'nothing yet'}</p>;
  }
  return { events, Probe, cancelled, pageIdle: () => idle() };
}

describe('useDrawerDue', () => {
  it('holds the drawer until the page is idle after showing its content, then a later layout has it at once', () => {
    const { Probe, pageIdle } = setUp();
    const first = render(<Probe />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    act(pageIdle);
    expect(screen.getByText('drawer')).toBeTruthy();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('drawer')).toBeTruthy();
  });

  it.each([
    ['orders:open-tracking', { orderId: 'o-1' }],
    ['order:placed', { orderId: 'o-2' }],
  ] as const)(
    'brings it on the first %s, whose request the drawer then gets',
    async (type, payload) => {
      const { events, Probe, cancelled } = setUp();
      render(<Probe />);
      act(() => events.emit(type, payload));
      expect(screen.getByText('drawer')).toBeTruthy();
      expect(cancelled).toHaveBeenCalled();

      const drawer = jest.fn();
      events.on(type, drawer);
      await act(() => Promise.resolve());
      expect(drawer.mock.calls).toEqual([[payload]]);
    },
  );

  it("is not brought by another drawer's request", () => {
    const { events, Probe } = setUp();
    render(<Probe />);
    act(() => events.emit('cart:open', {}));
    expect(screen.getByText('nothing yet')).toBeTruthy();
  });
});
