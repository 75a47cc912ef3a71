/**
 * Preloads what a route needs (a shell page's chunk, or the owning remote's parcel) when the
 * customer shows intent to open it, through the shared bounded queue. A path outside the site
 * map needs nothing: it shows the shell's not-found page.
 *
 * The link layer never imports the page table: the pages use links, so that would close an
 * import cycle through every page. The routes that own the page chunks (app-routes) hand them
 * down instead, through RoutePreloadProvider at the root of the route tree; a link outside it (a
 * component test, say) preloads nothing.
 */
import { createContext, useContext } from 'react';
import type { ScreenIdOf } from '@jara/contracts/site-screens';
import { loadRemoteModule } from '../remote-loading/federation/load-remote-module';
import { findRouteEntry } from '../routing/find-route-entry';
import { createPreloadQueue } from '../updates/preload-queue';

/** Starts a preload of the route at a pathname; the returned function cancels it if waiting. */
export type PreloadRoute = (pathname: string) => () => void;

/** How to load each shell page's chunk, by screen id. */
export type PageChunks = Record<ScreenIdOf<'shell'>, () => Promise<unknown>>;

const queue = createPreloadQueue();
const nothing = () => {};

export function createRoutePreloader(pages: PageChunks): PreloadRoute {
  return (pathname) => {
    const entry = findRouteEntry(pathname);
    if (!entry) return nothing;
    if (entry.owner === 'shell') {
      const page = entry.screen as ScreenIdOf<'shell'>;
      return queue.request(`page:${page}`, () => pages[page]());
    }
    const owner = entry.owner;
    return queue.request(`remote:${owner}`, () => loadRemoteModule(`${owner}/app`));
  };
}

const RoutePreloadContext = createContext<PreloadRoute>(() => nothing);

export const RoutePreloadProvider = RoutePreloadContext.Provider;

export function usePreloadRoute(): PreloadRoute {
  return useContext(RoutePreloadContext);
}
