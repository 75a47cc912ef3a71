/**
 * Tells the shell there is no page at `path` (a post or store nobody made), so the customer sees
 * the site's own not-found page in its 404 layout and search engines a noindex head. Once per
 * path: the shell unmounts the screen to show its page, and a remount must not ask again.
 */
import { useEffect, useRef } from 'react';
import { bus } from '@jara/bus';

export function usePageNotFound(path: string): void {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current === path) return;
    announced.current = path;
    bus.emit('page:not-found', { path });
  }, [path]);
}
