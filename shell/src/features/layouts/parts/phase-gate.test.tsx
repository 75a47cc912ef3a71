import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@jara/bus';
import type { LoadPhase } from '../../boot/load-phases';
import { phaseGate } from './phase-gate';

function setUp(openedBy: Parameters<typeof phaseGate>[1] = []) {
  const events = createEventBus();
  const waits: LoadPhase[] = [];
  let come: () => void = () => undefined;
  const cancelled = jest.fn();
  const usePhaseGate = phaseGate(
    'page-ready',
    openedBy,
    {
      after(phase, work) {
        waits.push(phase);
        come = work;
        return cancelled;
      },
    },
    events,
  );
  function Probe() {
    return <p>{usePhaseGate() ? 'drawer' : 'nothing yet'}</p>;
  }
  return { events, Probe, waits, cancelled, phaseComes: () => come() };
}

describe('phaseGate', () => {
  it('holds the part until its phase comes, then a later layout has it at once', () => {
    const { Probe, waits, phaseComes } = setUp();
    const first = render(<Probe />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    expect(waits).toEqual(['page-ready']);
    act(phaseComes);
    expect(screen.getByText('drawer')).toBeTruthy();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('drawer')).toBeTruthy();
    expect(waits).toEqual(['page-ready']);
  });

  it.each([
    ['orders:open-tracking', { orderId: 'o-1' }],
    ['order:placed', { orderId: 'o-2' }],
  ] as const)(
    'brings it on the first %s, whose request the drawer then gets',
    async (type, payload) => {
      const { events, Probe, cancelled } = setUp(['orders:open-tracking', 'order:placed']);
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
    const { events, Probe } = setUp(['orders:open-tracking', 'order:placed']);
    render(<Probe />);
    act(() => events.emit('cart:open', {}));
    expect(screen.getByText('nothing yet')).toBeTruthy();
  });
});
