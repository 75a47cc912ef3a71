/** Reading a cart's lines the way the backend prices them. */
import { pathTo } from '@jara/contracts/site-paths';
import type { Cart, CartItem } from '@jara/contracts/entities';

/** The product plus its add-ons, times the quantity. */
export function lineTotal(item: CartItem): number {
  const addons = item.addons.reduce((sum, addon) => sum + addon.price * addon.quantity, 0);
  return (item.price + addons) * item.quantity;
}

export function addonSummary(item: CartItem): string {
  return item.addons
    .map((addon) => (addon.quantity > 1 ? `${addon.quantity} × ${addon.name}` : addon.name))
    .join(', ');
}

/** What the available lines cost: an unavailable item cannot be ordered, so it is not counted. */
export function availableSubtotal(cart: Cart): number {
  return cart.items
    .filter((item) => item.is_available)
    .reduce((sum, item) => sum + lineTotal(item), 0);
}

export function hasUnavailableItems(cart: Cart): boolean {
  return cart.items.some((item) => !item.is_available);
}

export function checkoutPath(cart: Cart): string {
  return `${pathTo('checkout')}?cart=${encodeURIComponent(cart.uuid)}`;
}
