/**
 * Notices that a remote was released (or rolled back) while this page is open: `/registry.json`
 * is read at start and then every interval, and the first read that moves this page is reported
 * once. The page keeps running the chunks it loaded meanwhile: release folders are immutable.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';

export interface RegistryPollerOptions {
  intervalMs: number;
  /** The registry, or null when it could not be read or trusted (the next poll asks again). */
  fetchRegistry: () => Promise<RemoteRegistry | null>;
  /** The remotes this registry moves this page on (see release-moves). */
  moved: (registry: RemoteRegistry) => RemoteName[];
  onMoved: (remotes: RemoteName[]) => void;
}

export function startRegistryPoller(options: RegistryPollerOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    try {
      const registry = await options.fetchRegistry();
      if (stopped) return;
      if (registry) {
        const moved = options.moved(registry);
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
