/**
 * A tester's version pins as this browser keeps them (`{ "storefront": "1.4.0-abc123" }`), so a
 * pin survives navigation and reloads. Read by the boot (which validates every pin before use)
 * and by the early preload script (which only needs to know which remotes may be pinned, so it
 * never preloads a release the boot will not load). Storage can be refused: pins then last for
 * the page that read them from its address.
 */
export const VERSION_PINS_KEY = 'jara.version-pins';

/** The pin parameters (`pin`, `unpin`), which the boot applies and removes from the address. */
export const PIN_PARAMS = ['pin', 'unpin'] as const;

export function storedPins(): Record<string, unknown> {
  try {
    const pins: unknown = JSON.parse(localStorage.getItem(VERSION_PINS_KEY) ?? '{}');
    return typeof pins === 'object' && pins !== null && !Array.isArray(pins)
      ? (pins as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function storePins(pins: Record<string, string>): void {
  try {
    if (Object.keys(pins).length > 0) localStorage.setItem(VERSION_PINS_KEY, JSON.stringify(pins));
    else localStorage.removeItem(VERSION_PINS_KEY);
  } catch {
    // No storage: the pins apply to this page only.
  }
}

const hasPinParams = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return PIN_PARAMS.some((param) => params.has(param));
};

/** Whether this page has pins to apply or report: pin parameters, or pins stored before. */
export function pinsInPlay(search: string): boolean {
  try {
    return hasPinParams(search) || localStorage.getItem(VERSION_PINS_KEY) !== null;
  } catch {
    return hasPinParams(search);
  }
}

/**
 * Whether the preload cannot know this remote's release before the boot has checked a pin: the
 * address still carries pin parameters, or a pin of it is stored. Kept small, as the preload is.
 */
export function mayBePinned(name: string, search: string): boolean {
  try {
    return (
      hasPinParams(search) || name in JSON.parse(localStorage.getItem(VERSION_PINS_KEY) ?? '{}')
    );
  } catch {
    // Storage refused, or stored pins the boot will not read as pins either (the parameters
    // were checked first).
    return false;
  }
}
