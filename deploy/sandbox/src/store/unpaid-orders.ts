import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { settlePayment } from '../payments/payment-store';

/**
 * A new order for a cart replaces the cart's earlier orders still waiting for payment: their
 * pending payments are cancelled (so they can no longer be paid) and the orders deleted.
 */
export function dropUnpaidOrdersOfCart(db: Db, cartUuid: string, at: string): void {
  const unpaid = sql(
    db,
    "SELECT uuid FROM orders WHERE cart_uuid = ? AND status = 'awaiting_payment'",
  ).all(cartUuid) as { uuid: string }[];
  for (const { uuid } of unpaid) {
    const pending = sql(
      db,
      "SELECT reference FROM payments WHERE order_uuid = ? AND status = 'pending'",
    ).all(uuid) as { reference: string }[];
    for (const { reference } of pending) settlePayment(db, reference, { status: 'cancelled' }, at);
    sql(db, 'DELETE FROM orders WHERE uuid = ?').run(uuid);
  }
}
