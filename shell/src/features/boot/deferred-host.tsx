/**
 * A piece of the page nobody sees until something asks for it (a modal, the toasts): its code
 * loads at `schedule` (a load phase), or at once when a request for it arrives first, and then
 * mounts. Requests that came before are not lost: the host reads them from its held channel.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from './load-phases';

export interface DeferredHost {
  /** Renders nothing until the host's code is there, then the host. */
  Mount: ComponentType;
  /** Loads the host now (first use); resolves once it can be mounted. */
  load: () => Promise<ComponentType>;
}

export function deferHost(
  name: string,
  load: () => Promise<ComponentType>,
  options: {
    /** Requests for the host arrived before it loaded: load it now. */
    openOn?: { onHeld(callback: () => void): void };
    schedule: (work: () => void) => () => void;
  },
): DeferredHost {
  let loaded: ComponentType | null = null;
  const listeners = new Set<(host: ComponentType) => void>();
  const loader = loadOnce(async () => {
    const host = await load();
    loaded = host;
    for (const listener of listeners) listener(host);
    return host;
  }, options.schedule);
  const loadNow = () =>
    loader.now().catch((error: unknown) => {
      // The next request tries again (a chunk that failed offline may load once back).
      console.error(`[${name}] could not load`, error);
      throw error;
    });
  options.openOn?.onHeld(() => void loadNow().catch(() => {}));

  function Mount() {
    const [Host, setHost] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      const show = (host: ComponentType) => setHost(() => host);
      if (loaded) show(loaded);
      listeners.add(show);
      return () => void listeners.delete(show);
    }, []);
    return Host ? <Host /> : null;
  }

  return { Mount, load: loadNow };
}
