/**
 * Which of a past order's items did not make it into the cart it was repeated into: the server
 * only says how many, so the drawer names them by comparing the two.
 */
import type { Cart, Order } from '@jara/contracts/entities';

export function unavailableItems(order: Pick<Order, 'items'>, cart: Pick<Cart, 'items'>): string[] {
  const inCart = new Set(
    cart.items.filter((item) => item.is_available).map((item) => item.product_uuid),
  );
  const missing = order.items.filter((item) => !inCart.has(item.product_uuid));
  return [...new Set(missing.map((item) => item.name))];
}
