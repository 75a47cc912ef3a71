/**
 * When a drawer nobody sees until it is asked to open loads (the order-tracking drawer): at the
 * first idle moment after the page has shown its content, not with the first paint, so its
 * remote's files stay off the path to the page's largest paint. The first request to open it (one
 * of `openedBy`, held bus events) brings it at once: the shell stops listening and sends the
 * request on, and the bus holds it for the drawer that arrives to answer it. Once due, every
 * later shop layout mounts it at once.
 */
import { useEffect, useState } from 'react';
import type { EventBus } from '@jara/bus';
import type { BusEventName } from '@jara/contracts/bus-events';
import { idleAfterPageReady } from '../../boot/after-page-ready';

type Schedule = (work: () => void) => () => void;

/** A hook that is true once the page has been idle after showing its content, or the drawer was asked for. */
export function drawerDueGate(
  events: Pick<EventBus, 'on' | 'emit'>,
  openedBy: readonly BusEventName[],
  schedule: Schedule = (work) => idleAfterPageReady(events, work),
) {
  let due = false;
  return function useDrawerDue(): boolean {
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
