import type { Db } from '../db/open-database';
import { namedUuid } from '../domain/ids';
import type { SeededProduct } from './catalogue';
import { DEMO_CUSTOMER } from './demo-accounts';
import { insertRows } from './insert-rows';
import { daysAgo } from './random';

/**
 * Ada's open cart holds an item that has since gone out of stock, so "clear unavailable items"
 * has something to do from the first run.
 */
export function seedDemoCart(db: Db, products: SeededProduct[], now: number): void {
  const soldOut = products.find(
    (product) => !product.isAvailable && product.vendor.country === 'NG',
  );
  if (!soldOut) return;
  const available = products.find(
    (product) => product.isAvailable && product.vendor.uuid === soldOut.vendor.uuid,
  );
  const cartUuid = namedUuid(`cart:${DEMO_CUSTOMER.id}:${soldOut.vendor.uuid}`);
  insertRows(db, 'carts', [
    {
      uuid: cartUuid,
      customer_id: DEMO_CUSTOMER.id,
      vendor_uuid: soldOut.vendor.uuid,
      status: 'active',
      created_at: daysAgo(now, 1),
    },
  ]);
  insertRows(
    db,
    'cart_items',
    [available, soldOut]
      .filter((product): product is SeededProduct => product !== undefined)
      .map((product, position) => ({
        uuid: namedUuid(`cart-item:${cartUuid}:${product.uuid}`),
        cart_uuid: cartUuid,
        product_uuid: product.uuid,
        quantity: 1,
        position: position + 1,
      })),
  );
}
