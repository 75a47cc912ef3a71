/**
 * Runs work the first screen does not need once the main thread is free, so it never stands in
 * the way of the page becoming usable: `requestIdleCallback` with a deadline (a page that is
 * never idle still gets it), or a plain timeout where the browser has no idle callbacks (Safari).
 */

/** The longest the work waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 3_000;

/** Without idle callbacks, the work runs this long after the page asked for it. */
export const IDLE_FALLBACK_DELAY_MS = 1_500;

type IdleScope = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Schedules `work` for the next idle moment; the returned function cancels it if not yet run. */
export function whenIdle(
  work: () => void,
  timeoutMs = IDLE_TIMEOUT_MS,
  scope: IdleScope = globalThis,
): () => void {
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const handle = scope.requestIdleCallback(work, { timeout: timeoutMs });
    const cancel = scope.cancelIdleCallback;
    return () => cancel(handle);
  }
  const timer = scope.setTimeout(work, Math.min(IDLE_FALLBACK_DELAY_MS, timeoutMs));
  return () => scope.clearTimeout(timer);
}

/**
 * `load` once, at the first idle moment or the first time `now()` is called, whichever comes
 * first; every caller gets the same promise.
 */
export function loadWhenIdle<T>(
  load: () => Promise<T>,
  schedule: (work: () => void) => () => void = whenIdle,
): { now: () => Promise<T> } {
  let loading: Promise<T> | undefined;
  let cancel = () => {};
  const now = () => {
    cancel();
    // A failed load (a chunk missed offline) is tried again by the next call.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  cancel = schedule(() => void now().catch(() => {}));
  return { now };
}
