/**
 * Calls `onVisible` when the element comes near the viewport: the sentinel under a list that
 * loads its next page before the customer reaches the end. Without IntersectionObserver (old
 * browsers, tests) nothing happens, and the list's own "Show more" button does the work.
 */
import { useEffect, useRef, useState } from 'react';

/** Start loading a screen's height ahead, so the next cards are there when the customer is. */
const AHEAD = '0px 0px 100% 0px';

/**
 * Returns a callback ref for the element: the element is state, so the element drawn after
 * `enabled` turned true (a list drawn in a deferred render) is observed too.
 */
export function useOnVisible<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  // The latest callback, without re-observing on every render.
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, element]);

  return setElement;
}
