/**
 * The shop layouts' parts that wait for a load phase before they load their remotes: the header's
 * widgets and the cart drawer (`page-shown`), the order-tracking drawer (`page-ready`, so its
 * remote's files stay off the path to the page's largest paint). Their slots hold their final
 * size meanwhile. Once a gate has opened, every later shop layout has the part at once.
 *
 * A drawer nobody sees until it is asked to open comes at once on the first request (one of
 * `openedBy`, held bus events): the gate stops listening and sends the request on, and the bus
 * holds it for the drawer that arrives to answer it.
 */
import { useEffect, useState } from 'react';
import { bus, type EventBus } from '@jara/bus';
import type { BusEventName } from '@jara/contracts/bus-events';
import { phases, type LoadPhase, type LoadPhases } from '../../boot/load-phases';

/** A hook that is true once `phase` has come, or one of `openedBy` has asked for the part. */
export function phaseGate(
  phase: LoadPhase,
  openedBy: readonly BusEventName[] = [],
  scheduler: LoadPhases = phases,
  events: Pick<EventBus, 'on' | 'emit'> = bus,
) {
  let open = false;
  return function usePhaseGate(): boolean {
    const [shown, setShown] = useState(open);
    useEffect(() => {
      if (shown) return;
      const offs: (() => void)[] = [];
      const stop = () => offs.forEach((off) => off());
      const show = () => {
        stop();
        open = true;
        setShown(true);
      };
      offs.push(scheduler.after(phase, show));
      for (const type of openedBy) {
        offs.push(
          events.on(type, (payload) => {
            show();
            // Nobody listens now: the bus holds the request until the drawer subscribes.
            events.emit(type, payload);
          }),
        );
      }
      return stop;
    }, [shown]);
    return shown;
  };
}

/** Shared by the header's widgets and the cart drawer: they load together. */
export const useAfterPageShown = phaseGate('page-shown');
