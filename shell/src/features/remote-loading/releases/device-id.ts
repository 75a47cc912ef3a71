/**
 * A random id for this browser, made on its first visit and kept in localStorage: the canary
 * split hashes it, so the device keeps its side of every split across reloads and visits. It
 * says nothing about the customer and is never sent anywhere.
 *
 * Where storage is refused (some private modes throw), the page makes one id of its own: the
 * page still works, and its preload and boot (two bundles, hence the window slot) agree.
 */
export const DEVICE_ID_KEY = 'jara.device-id';

const PAGE_SLOT = '__jaraDeviceId';

type Holder = { [PAGE_SLOT]?: string };

// randomUUID exists only in secure contexts; a plain http preview still needs an id.
const newId = (): string => crypto.randomUUID?.() ?? Math.random().toString(36).slice(2);

export function deviceId(): string {
  const holder = globalThis as Holder;
  if (holder[PAGE_SLOT]) return holder[PAGE_SLOT];
  let id: string | null = null;
  try {
    id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = newId();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
  } catch {
    id ||= newId();
  }
  return (holder[PAGE_SLOT] = id);
}
