/**
 * Resolves once the page has nothing better to do (boot's `whenIdle`: an idle moment, with a
 * deadline), or at once when the page is hidden, since nobody is then waiting for the first
 * screen and a page being left has little time to send what it holds.
 */
import { whenIdle } from '../boot/when-idle';

export function idleOrHidden(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const done = () => {
      cancelIdle();
      document.removeEventListener('visibilitychange', onVisibility);
      resolve();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const cancelIdle = whenIdle(done, timeoutMs);
  });
}
