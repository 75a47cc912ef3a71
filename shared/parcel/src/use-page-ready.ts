/**
 * Tells the shell the page at `path` shows what it will show (its content, its not-found or its
 * final error): on a prerendered page the shell then swaps the prerendered markup for the live
 * app. Once per path, so a re-render never swaps twice.
 */
import { useEffect, useRef } from 'react';
import { bus } from '@jara/bus';

export function usePageReady(path: string, ready: boolean): void {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || announced.current === path) return;
    announced.current = path;
    bus.emit('page:ready', { path });
  }, [path, ready]);
}
