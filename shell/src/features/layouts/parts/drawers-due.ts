/**
 * When the cart and order-tracking drawers load: nobody sees them until one is asked to open, so
 * they wait for the first idle moment after the page has shown its content, not for the first
 * paint, and their remotes' files stay off the path to the page's largest paint. The first
 * request to open one (any held bus event) brings both at once: the shell stops listening and
 * sends the request on, and the bus holds it for the drawer that arrives to answer it. Once due,
 * every later shop layout mounts them at once.
 */
import { useEffect, useState } from 'react';
import { HELD_BUS_EVENTS } from '@jara/contracts/bus-events';
import type { EventBus } from '@jara/bus';
import { idleAfterPageReady } from '../../boot/after-page-ready';

type Schedule = (work: () => void) => () => void;

/** A hook that is true once the page has been idle after showing its content, or a drawer was asked for. */
export function drawersDueGate(
  events: Pick<EventBus, 'on' | 'emit'>,
  schedule: Schedule = (work) => idleAfterPageReady(events, work),
) {
  let due = false;
  return function useDrawersDue(): boolean {
    const [shown, setShown] = useState(due);
    useEffect(() => {
      if (shown) return;
      const offs: (() => void)[] = [];
      const stop = () => offs.forEach((off) => off());
      const show = () => {
        stop();
        due = true;
        setShown(true);
      };
      offs.push(schedule(show));
      for (const type of HELD_BUS_EVENTS) {
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
