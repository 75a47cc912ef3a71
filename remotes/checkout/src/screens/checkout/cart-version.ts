/**
 * What a cart holds, as one string: the quotes and the checkout attempt are both tied to it, so
 * a cart changed in the drawer is quoted again and paid for under a new idempotency key.
 */
import type { Cart } from '@jara/contracts/entities';

export function cartVersion(cart: Cart): string {
  const lines = cart.items.map((item) => {
    const addons = item.addons.map((addon) => `${addon.uuid}x${addon.quantity}`).join('+');
    return `${item.uuid}:${item.quantity}:${addons}`;
  });
  return `${cart.subtotal}|${lines.join(',')}`;
}
