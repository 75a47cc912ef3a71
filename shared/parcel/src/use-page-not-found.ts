/**
 * Tells the shell there is no page at `path` (a post or store nobody made), so the customer sees
 * the site's own not-found page in its 404 layout and search engines a noindex head; `detail`
 * puts the screen's own words there instead of the path. Once per path: the shell unmounts the
 * screen to show its page, and a remount must not ask again.
 */
import { useEffect, useRef } from 'react';
import { bus } from '@jara/bus';
import type { NotFoundDetail } from '@jara/contracts/bus-events';

export function usePageNotFound(path: string, detail?: NotFoundDetail): void {
  const announced = useRef<string | null>(null);
  // Read when the path is announced: the words belong to that path, not to a later render.
  const words = useRef(detail);
  useEffect(() => {
    words.current = detail;
  });
  useEffect(() => {
    if (announced.current === path) return;
    announced.current = path;
    bus.emit('page:not-found', words.current ? { path, detail: words.current } : { path });
  }, [path]);
}
