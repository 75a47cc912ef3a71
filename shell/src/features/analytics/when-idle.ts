/**
 * Resolves once the page has nothing better to do: when the browser is idle (with a deadline, so
 * a busy page still gets there), or at once when the page is hidden, since nobody is then waiting
 * for the first screen and a page being left has little time to send what it holds.
 */
const FALLBACK_DELAY_MS = 1000;

export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('visibilitychange', onVisibility);
      resolve();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') done();
    };
    if (document.visibilityState === 'hidden') return done();
    document.addEventListener('visibilitychange', onVisibility);
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(done, { timeout: timeoutMs });
    } else {
      setTimeout(done, FALLBACK_DELAY_MS);
    }
  });
}
