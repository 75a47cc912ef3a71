/** Reading a cart the way the backend prices it. */
import { lineTotal } from '@jara/contracts/cart-lines';
import { pathTo } from '@jara/contracts/site-paths';
import type { Cart } from '@jara/contracts/entities';

/** What the available lines cost: an unavailable item cannot be ordered, so it is not counted. */
export function availableSubtotal(cart: Cart): number {
  return cart.items
    .filter((item) => item.is_available)
    .reduce((sum, item) => sum + lineTotal(item), 0);
}

/**
 * How much more the available lines must cost to reach the store's minimum order (0 once they
 * do). Said in the drawer so the customer learns it before checkout, where the server refuses it.
 */
export function minimumOrderShortfall(cart: Cart): number {
  return Math.max(0, cart.minimum_order - availableSubtotal(cart));
}

export function hasUnavailableItems(cart: Cart): boolean {
  return cart.items.some((item) => !item.is_available);
}

export function checkoutPath(cart: Cart): string {
  return `${pathTo('checkout')}?cart=${encodeURIComponent(cart.uuid)}`;
}
