/**
 * One payment attempt per link and tab: its idempotency key lives in sessionStorage, so a double
 * click or a reload before the provider's page opens asks the server again with the same key and
 * can never start a second payment. The attempt ends when the provider sends the payer back.
 */
const storageKey = (token: string) => `jara:pay-for-me:${token}:attempt`;

/** Where sessionStorage is refused (some private modes), the key lives as long as the page. */
const inMemory = new Map<string, string>();

function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

export function attemptKey(token: string): string {
  const name = storageKey(token);
  try {
    const kept = sessionStorage.getItem(name);
    if (kept) return kept;
    const key = newKey();
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    const key = inMemory.get(name) ?? newKey();
    inMemory.set(name, key);
    return key;
  }
}

export function endAttempt(token: string): void {
  const name = storageKey(token);
  inMemory.delete(name);
  try {
    sessionStorage.removeItem(name);
  } catch {
    // Nothing was stored.
  }
}
