/**
 * Route preloading: a request starts after a short delay (a pointer that merely passes over a
 * link preloads nothing) and at most 4 preloads run at once (spec section 9), so preloading
 * never competes with what the customer is actually waiting for.
 */
import { MAX_CONCURRENT_ROUTE_PRELOADS, PREFETCH_DELAY_MS } from '@jara/contracts/constants';

export interface PreloadQueue {
  /** Asks for a preload; the returned function cancels it if it has not started yet. */
  request(key: string, task: () => Promise<unknown>): () => void;
}

export function createPreloadQueue(
  concurrency = MAX_CONCURRENT_ROUTE_PRELOADS,
  delayMs = PREFETCH_DELAY_MS,
): PreloadQueue {
  const settled = new Set<string>();
  const started = new Set<string>();
  const waiting: { key: string; task: () => Promise<unknown> }[] = [];
  let running = 0;

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.shift()!;
      running += 1;
      next
        .task()
        .then(
          () => settled.add(next.key),
          // A failed preload may be asked for again; the real navigation reports the error.
          () => started.delete(next.key),
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    request(key, task) {
      if (settled.has(key) || started.has(key)) return () => {};
      const timer = setTimeout(() => {
        started.add(key);
        waiting.push({ key, task });
        pump();
      }, delayMs);
      return () => clearTimeout(timer);
    },
  };
}
