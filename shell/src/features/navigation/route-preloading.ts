/**
 * Preloads what a route needs (a shell page's chunk, or the owning remote's parcel) when the
 * customer shows intent to open it, through the shared bounded queue. A path outside the site
 * map needs nothing: it shows the shell's not-found page.
 */
import { loadRemoteModule } from '../federation/load-remote-module';
import { findRouteEntry } from '../routing/find-route-entry';
import { SHELL_PAGES, type ShellPageId } from '../routing/shell-pages';
import { createPreloadQueue } from '../updates/preload-queue';

const queue = createPreloadQueue();
const nothing = () => {};

export function preloadRoute(pathname: string): () => void {
  const entry = findRouteEntry(pathname);
  if (!entry) return nothing;
  if (entry.owner === 'shell') {
    const page = entry.screen as ShellPageId;
    return queue.request(`page:${page}`, SHELL_PAGES[page]);
  }
  const owner = entry.owner;
  return queue.request(`remote:${owner}`, () => loadRemoteModule(`${owner}/app`));
}
