/**
 * When analytics may load: once the visitor has used the page (a tap, a pointer move, a key, a
 * scroll), once it has been open a while, or as it is hidden (what it holds must go out before
 * it goes).
 * posthog-js and its recorder cost 400-470 ms of main thread on a mid-range phone; loaded at
 * the first idle moment they still landed among the first screen's work, before the
 * marketplace showed. Nothing is lost meanwhile: calls are queued, and the recorder takes a
 * full snapshot when it starts.
 */

/** How long an untouched page waits before analytics loads anyway. */
export const SETTLE_MS = 10_000;

const USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

export function afterFirstUse(settleMs = SETTLE_MS, scope: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      clearTimeout(timer);
      for (const type of USE_EVENTS) scope.removeEventListener(type, done, options);
      scope.document.removeEventListener('visibilitychange', onVisibility);
      resolve();
    };
    const onVisibility = () => {
      if (scope.document.visibilityState === 'hidden') done();
    };
    const timer = setTimeout(done, settleMs);
    for (const type of USE_EVENTS) scope.addEventListener(type, done, options);
    scope.document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
  });
}
