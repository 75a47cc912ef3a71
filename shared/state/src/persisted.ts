/**
 * Device persistence for the stores. Storage can be missing or throw (private mode, quota), and
 * a store must still work in memory then, so every access is guarded.
 */
import { createJSONStorage, type StateStorage } from 'zustand/middleware';

/** Falls back to this page's memory, per storage, when the browser's refuses. */
function guarded(storage: () => Storage | undefined): StateStorage {
  const memory = new Map<string, string>();
  return {
    getItem(name) {
      try {
        return storage()?.getItem(name) ?? memory.get(name) ?? null;
      } catch {
        return memory.get(name) ?? null;
      }
    },
    setItem(name, value) {
      memory.set(name, value);
      try {
        storage()?.setItem(name, value);
      } catch {
        // Memory keeps the value for this page; the device simply does not remember it.
      }
    },
    removeItem(name) {
      memory.delete(name);
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing stored on the device to remove.
      }
    },
  };
}

export const deviceStorage = createJSONStorage(() => guarded(() => globalThis.localStorage));

/** This tab only: it survives a reload and a trip to the payment page, and logout clears it. */
export const tabStorage = createJSONStorage(() => guarded(() => globalThis.sessionStorage));

export const STORAGE_KEYS = {
  session: 'jara.session',
  location: 'jara.location',
  carts: 'jara.carts',
  checkout: 'jara.checkout',
  planDrafts: 'jara.plan-drafts',
} as const;
