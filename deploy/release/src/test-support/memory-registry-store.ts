/** A registry store in memory, with a hook to write "from another process" before a write. */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import type { RegistryStore } from '../registry-store';

export interface MemoryRegistryStore extends RegistryStore {
  stored: RemoteRegistry | undefined;
  writes: number;
  /** Runs before each write is checked, e.g. to change the registry under the writer. */
  beforeWrite: () => void;
}

export function memoryRegistryStore(initial?: RemoteRegistry): MemoryRegistryStore {
  const tag = () => (store.stored === undefined ? undefined : JSON.stringify(store.stored));
  const store: MemoryRegistryStore = {
    location: 'memory://registry.json',
    stored: initial,
    writes: 0,
    beforeWrite: () => undefined,
    async read() {
      return {
        registry: store.stored ?? { remotes: {} },
        tag: tag(),
      };
    },
    async write(registry, expectedTag) {
      store.beforeWrite();
      if (tag() !== expectedTag) return 'conflict';
      store.stored = registry;
      store.writes += 1;
      return 'written';
    },
  };
  return store;
}

/** The other writer: changes the stored registry as a concurrent release would. */
export function writeBehindTheBack(store: MemoryRegistryStore, remote: string): void {
  const current = store.stored ?? { remotes: {} };
  store.stored = {
    revision: (current.revision ?? 0) + 1,
    remotes: {
      ...current.remotes,
      [remote]: { entry: `https://cdn.test/${remote}`, version: remote },
    },
  };
}
