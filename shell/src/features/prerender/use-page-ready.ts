/**
 * Tells the bus a shell-drawn page shows its content at the current path (`page:ready`), the
 * same signal a remote's screen sends: a prerendered page swaps to the live app on it. Called by
 * the route frame, whose effects run after its page's, so the page has mounted.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@jara/bus';

export function usePageReady(ready: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (ready) bus.emit('page:ready', { path: pathname });
  }, [ready, pathname]);
}
