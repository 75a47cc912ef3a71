/**
 * What an order says of its money beyond its prices: which way paid it, and the refund of a
 * paid order the store cancelled or could not take. Reads payments only (no order logic), so the
 * order queries can use it.
 */
import type { OrderRefund, ProviderMethod } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

interface PaidPayment {
  amount: number;
  method: ProviderMethod | null;
  refunded_at: string | null;
}

function paidPayment(db: Db, orderUuid: string): PaidPayment | undefined {
  return sql(
    db,
    `SELECT amount, method, refunded_at FROM payments
     WHERE order_uuid = ? AND status = 'succeeded' ORDER BY rowid LIMIT 1`,
  ).get(orderUuid) as PaidPayment | undefined;
}

/** How the provider's page was paid for this order, once it was. */
export function paidWith(db: Db, orderUuid: string): ProviderMethod | null {
  return paidPayment(db, orderUuid)?.method ?? null;
}

/**
 * The provider sends a cancelled order's payment back to where it came from (the sandbox does it
 * at once, as a refund webhook would say). Once: a refunded payment is left as it is.
 */
export function refundOrderPayment(db: Db, orderUuid: string, at: string): void {
  sql(
    db,
    `UPDATE payments SET refunded_at = ?
     WHERE order_uuid = ? AND status = 'succeeded' AND refunded_at IS NULL`,
  ).run(at, orderUuid);
}

/** The refund of the order, as the order shows it; `walletRefundAt` for one paid from the wallet. */
export function refundOf(
  db: Db,
  order: { uuid: string; total: number; payment_method: string },
  walletRefundAt: string | null,
): OrderRefund | null {
  if (order.payment_method === 'wallet') {
    return walletRefundAt ? { amount: order.total, to: 'wallet', at: walletRefundAt } : null;
  }
  const paid = paidPayment(db, order.uuid);
  if (!paid?.refunded_at) return null;
  return { amount: paid.amount, to: paid.method ?? 'card', at: paid.refunded_at };
}
