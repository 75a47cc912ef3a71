/**
 * The payments this tab has already turned into a placed order. The result screen can be
 * reloaded or come back to; the cart leaves and `order:placed` is told once per payment.
 */
const KEY = 'jara.checkout-settled';

function settled(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time a reference is settled in this tab, false every time after. */
export function settleOnce(reference: string): boolean {
  const known = settled();
  if (known.includes(reference)) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...known, reference].slice(-20)));
  } catch {
    // Without storage this page still settles it once: the query answer does not change.
  }
  return true;
}
