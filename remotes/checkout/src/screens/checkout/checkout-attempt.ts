/**
 * The idempotency key of a checkout attempt. One key per cart and per request (what the cart
 * holds, where it goes, how it is paid), kept in sessionStorage: a double click, a reload or the
 * back button during payment sends the same key, and the server answers the order it already
 * placed instead of placing (and charging) another. A changed cart or choice is a new attempt;
 * a declined or cancelled payment ends the attempt so the next one is new.
 */
const PREFIX = 'jara.checkout-attempt.';

interface Attempt {
  key: string;
  request: string;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function read(cartId: string): Attempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PREFIX + cartId) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && 'key' in stored && 'request' in stored) {
      return stored as Attempt;
    }
  } catch {
    // A value that is not ours (or storage that is unavailable) starts a new attempt.
  }
  return null;
}

/** `request` describes the attempt (cart version and choices): the same one keeps its key. */
export function checkoutAttemptKey(cartId: string, request: string): string {
  const known = read(cartId);
  if (known && known.request === request) return known.key;
  const attempt: Attempt = { key: newKey(), request };
  try {
    sessionStorage.setItem(PREFIX + cartId, JSON.stringify(attempt));
  } catch {
    // Without storage the key still guards this page's double clicks.
  }
  return attempt.key;
}

/** After a declined or cancelled payment, or once paid: the next attempt gets a new key. */
export function endCheckoutAttempt(cartId: string): void {
  try {
    sessionStorage.removeItem(PREFIX + cartId);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
