import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';

beforeEach(() => sessionStorage.clear());

describe('checkout attempt keys', () => {
  it('gives the same key to the same attempt, as a double click or a reload sends it', () => {
    const first = checkoutAttemptKey('cart-1', 'v1|card');
    expect(first).toMatch(/\S{8,}/);
    expect(checkoutAttemptKey('cart-1', 'v1|card')).toBe(first);
  });

  it('keeps the key in sessionStorage, so a reloaded page finds it', () => {
    const first = checkoutAttemptKey('cart-1', 'v1|card');
    const stored = JSON.parse(sessionStorage.getItem('jara.checkout-attempt.cart-1')!);
    expect(stored).toEqual({ key: first, request: 'v1|card' });
  });

  it('starts a new attempt when the cart or the choices change', () => {
    const first = checkoutAttemptKey('cart-1', 'v1|card');
    const changed = checkoutAttemptKey('cart-1', 'v2|card');
    expect(changed).not.toBe(first);
    expect(checkoutAttemptKey('cart-1', 'v2|card')).toBe(changed);
  });

  it('keeps one attempt per cart', () => {
    const one = checkoutAttemptKey('cart-1', 'v1|card');
    const two = checkoutAttemptKey('cart-2', 'v1|card');
    expect(two).not.toBe(one);
    expect(checkoutAttemptKey('cart-1', 'v1|card')).toBe(one);
  });

  it('gives a new key after a declined or cancelled payment ended the attempt', () => {
    const first = checkoutAttemptKey('cart-1', 'v1|card');
    endCheckoutAttempt('cart-1');
    expect(sessionStorage.getItem('jara.checkout-attempt.cart-1')).toBeNull();
    expect(checkoutAttemptKey('cart-1', 'v1|card')).not.toBe(first);
  });

  it('starts afresh from a stored value that is not an attempt', () => {
    sessionStorage.setItem('jara.checkout-attempt.cart-1', '<script>alert(1)</script>');
    const key = checkoutAttemptKey('cart-1', 'v1|card');
    expect(key).not.toContain('script');
    expect(checkoutAttemptKey('cart-1', 'v1|card')).toBe(key);
  });
});
