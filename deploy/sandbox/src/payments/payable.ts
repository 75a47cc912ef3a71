/**
 * Whether a pending payment may still take money, asked inside the same transaction that settles
 * it, so no race can charge twice: an order is paid once, whoever pays (two payers on one link,
 * or one customer in two tabs), never after it is gone (the account closed), and never with a
 * single-use code another order has spent; a top-up or a plan needs its account to still exist.
 * The refusal is the reason the payer reads; nothing is charged.
 */
import { sql } from '../db/statements';
import type { SandboxContext } from '../sandbox-context';
import { findOrder } from '../store/order-queries';
import type { PaymentRow } from './payment-store';

export const NOTHING_CHARGED = 'Nothing was charged.';

export function payableRefusal(ctx: SandboxContext, payment: PaymentRow): string | null {
  const { db } = ctx;
  if (payment.order_uuid === null) {
    const account = sql(db, 'SELECT 1 FROM customers WHERE id = ?').get(payment.customer_id);
    return account ? null : `The account this payment was for has been closed. ${NOTHING_CHARGED}`;
  }
  const order = findOrder(db, payment.order_uuid);
  if (!order) return `This order no longer exists. ${NOTHING_CHARGED}`;
  if (order.status !== 'awaiting_payment') {
    return `This order has already been paid. ${NOTHING_CHARGED}`;
  }
  const spent = order.discount_code
    ? sql(
        db,
        'SELECT 1 FROM discount_codes WHERE code = ? AND customer_id IS NOT NULL AND used_at IS NOT NULL',
      ).get(order.discount_code)
    : undefined;
  return spent
    ? `The code ${order.discount_code} on this order has been used on another order. Place the order again. ${NOTHING_CHARGED}`
    : null;
}

/**
 * Closing an account settles its money first: every payment still pending for the customer or
 * for one of their orders (a pay-for-me link someone holds) is cancelled, so the payer's page
 * says the request is gone instead of taking money for nothing.
 */
export function cancelPaymentsOf(ctx: SandboxContext, customerId: number): void {
  sql(
    ctx.db,
    `UPDATE payments SET status = 'cancelled', failure_reason = ?, settled_at = ?
     WHERE status = 'pending'
       AND (customer_id = ? OR order_uuid IN (SELECT uuid FROM orders WHERE customer_id = ?))`,
  ).run(
    `The account that asked for this payment has been closed. ${NOTHING_CHARGED}`,
    ctx.clock.iso(),
    customerId,
    customerId,
  );
}
