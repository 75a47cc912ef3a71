/**
 * How a remote refines the title and description the shell sets from the site map (a store
 * page names its vendor). The refinement is tied to the path it was made on, so it never
 * outlives the page: the shell ignores it once the URL has moved on. The channel lives on a
 * global key, because federation may give a remote its own copy of this module.
 */
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
}

export interface PageMetaRefinement extends PageMeta {
  pathname: string;
}

interface Channel {
  current: PageMetaRefinement | undefined;
  listeners: Set<() => void>;
}

const GLOBAL_KEY = '__jaraPageMeta__';
type MetaGlobal = typeof globalThis & { [GLOBAL_KEY]?: Channel };

function channel(): Channel {
  const scope = globalThis as MetaGlobal;
  scope[GLOBAL_KEY] ??= { current: undefined, listeners: new Set() };
  return scope[GLOBAL_KEY];
}

function publish(next: PageMetaRefinement | undefined): void {
  const target = channel();
  target.current = next;
  for (const listener of target.listeners) listener();
}

export function currentPageMeta(): PageMetaRefinement | undefined {
  return channel().current;
}

export function subscribePageMeta(listener: () => void): () => void {
  channel().listeners.add(listener);
  return () => channel().listeners.delete(listener);
}

/** Refines the page's title and description while the calling screen is shown. */
export function usePageMeta(meta: PageMeta | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    const refinement = { pathname: window.location.pathname, title, description };
    publish(refinement);
    return () => {
      if (channel().current === refinement) publish(undefined);
    };
  }, [title, description]);
}
