/**
 * Device persistence for the stores. Storage can be missing or throw (private mode, quota), and
 * a store must still work in memory then, so every access is guarded.
 */
import { createJSONStorage, type StateStorage } from 'zustand/middleware';

const memory = new Map<string, string>();

const safeLocalStorage: StateStorage = {
  getItem(name) {
    try {
      return globalThis.localStorage?.getItem(name) ?? memory.get(name) ?? null;
    } catch {
      return memory.get(name) ?? null;
    }
  },
  setItem(name, value) {
    memory.set(name, value);
    try {
      globalThis.localStorage?.setItem(name, value);
    } catch {
      // Memory keeps the value for this page; the device simply does not remember it.
    }
  },
  removeItem(name) {
    memory.delete(name);
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      // Nothing stored on the device to remove.
    }
  },
};

export const deviceStorage = createJSONStorage(() => safeLocalStorage);

export const STORAGE_KEYS = {
  session: 'jara.session',
  location: 'jara.location',
  carts: 'jara.carts',
  checkout: 'jara.checkout',
} as const;
