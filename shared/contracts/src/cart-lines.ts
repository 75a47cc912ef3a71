/**
 * Reading an ordered line (a cart item, or an order's item, which has the same shape) the way the
 * backend prices it: the cart drawer, the checkout, pay-for-me and the order details all show it.
 */
import type { CartItem } from './entities';

/** The product plus its add-ons, times the quantity. */
export function lineTotal(item: Pick<CartItem, 'price' | 'addons' | 'quantity'>): number {
  const addons = item.addons.reduce((sum, addon) => sum + addon.price * addon.quantity, 0);
  return (item.price + addons) * item.quantity;
}

export function addonSummary(item: CartItem): string {
  return item.addons
    .map((addon) => (addon.quantity > 1 ? `${addon.quantity} × ${addon.name}` : addon.name))
    .join(', ');
}
