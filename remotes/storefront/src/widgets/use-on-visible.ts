/**
 * Calls `onVisible` when the element comes near the viewport: the sentinel under a list that
 * loads its next page before the customer reaches the end. Without IntersectionObserver (old
 * browsers, tests) nothing happens, and the list's own "Show more" button does the work.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Start loading a screen's height ahead, so the next cards are there when the customer is. */
const AHEAD = '0px 0px 100% 0px';

export function useOnVisible<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // The latest callback, without re-observing on every render.
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
