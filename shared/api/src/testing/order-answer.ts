/**
 * Test-only: the cart "order again" answers with, holding the items of the shared order
 * (`anOrder`, `@jara/testing/builders/order`).
 */
import { anOrder } from '@jara/testing/builders/order';

const order = anOrder();

export const CART_ANSWER = {
  uuid: 'cart-1',
  vendor: order.vendor.uuid,
  vendor_name: order.vendor.business_name,
  currency: order.currency,
  items: order.items,
  main_items_count: order.items.reduce((count, item) => count + item.quantity, 0),
  subtotal: order.subtotal,
};
