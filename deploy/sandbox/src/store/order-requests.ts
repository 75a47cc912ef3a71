import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { fieldError } from '../http/api-error';
import { findOrder, type OrderRow } from './order-queries';

/**
 * The order an idempotency key already placed, if any: a double click, a reload or the back
 * button sends the same key again and gets the same order. The key of another cart is refused.
 */
export function requestedOrder(
  db: Db,
  customerId: number,
  idempotencyKey: string,
  cartId: string,
): OrderRow | null {
  const row = sql(
    db,
    'SELECT cart_uuid, order_uuid FROM order_requests WHERE customer_id = ? AND idempotency_key = ?',
  ).get(customerId, idempotencyKey) as { cart_uuid: string; order_uuid: string } | undefined;
  if (!row) return null;
  if (row.cart_uuid !== cartId) {
    throw fieldError(
      'idempotency_key',
      'This checkout attempt was for another cart. Start the checkout again.',
    );
  }
  return findOrder(db, row.order_uuid) ?? null;
}

export function recordOrderRequest(
  db: Db,
  customerId: number,
  idempotencyKey: string,
  cartId: string,
  orderUuid: string,
): void {
  sql(
    db,
    'INSERT INTO order_requests (customer_id, idempotency_key, cart_uuid, order_uuid) VALUES (?, ?, ?, ?)',
  ).run(customerId, idempotencyKey, cartId, orderUuid);
}
