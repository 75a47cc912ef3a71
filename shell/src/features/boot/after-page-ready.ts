/**
 * The moment for work the first screen does not need: the first idle moment after the page has
 * shown its content (`page:ready`), so that work neither delays the page's own chunks nor lands
 * among the long tasks of its first render. A page that never says it is ready (a remote that
 * does not answer) still gets the work after a while.
 */
import type { EventBus } from '@jara/bus';
import { whenIdle } from './when-idle';

/** How long the work waits for the page to say it is ready. */
export const PAGE_READY_WAIT_MS = 5_000;

export function idleAfterPageReady(
  bus: Pick<EventBus, 'on'>,
  work: () => void,
  idle: (work: () => void) => () => void = whenIdle,
  waitMs = PAGE_READY_WAIT_MS,
): () => void {
  let cancelIdle: (() => void) | undefined;
  const ready = () => {
    if (cancelIdle) return;
    stop();
    cancelIdle = idle(work);
  };
  const off = bus.on('page:ready', ready);
  const timer = setTimeout(ready, waitMs);
  const stop = () => {
    off();
    clearTimeout(timer);
  };
  return () => {
    stop();
    cancelIdle?.();
  };
}
