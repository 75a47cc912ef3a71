/**
 * Notices that a remote was released (or rolled back) while this page is open: `/registry.json`
 * is read at start and then every interval, and the first read that moves this page is reported
 * once. The page keeps running the chunks it loaded meanwhile: release folders are immutable.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { ChosenReleases } from '../versions/chosen-releases';
import { movedRemotes, wouldLoadWithoutDraw } from './release-moves';

export interface RegistryPollerOptions {
  intervalMs: number;
  /** The registry, or null when it could not be read or trusted (the next poll asks again). */
  fetchRegistry: () => Promise<RemoteRegistry | null>;
  loaded: () => ChosenReleases;
  onMoved: (remotes: RemoteName[]) => void;
}

export function startRegistryPoller(options: RegistryPollerOptions): () => void {
  let previous: RemoteRegistry | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    try {
      const registry = await options.fetchRegistry();
      if (stopped) return;
      if (registry) {
        const loaded = options.loaded();
        const moved = movedRemotes(loaded, registry, wouldLoadWithoutDraw(loaded, previous));
        previous = registry;
        if (moved.length > 0) {
          stopped = true;
          options.onMoved(moved);
          return;
        }
      }
    } catch (error) {
      // One bad poll must not end the watch: the next one may see the release.
      console.warn('[updates] the registry check failed', error);
    }
    if (!stopped) timer = setTimeout(() => void check(), options.intervalMs);
  };

  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
