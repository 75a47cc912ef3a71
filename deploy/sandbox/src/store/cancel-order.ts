import type { CancelReason } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import { fieldError } from '../http/api-error';
import type { SandboxContext } from '../sandbox-context';
import { requireCustomerOrder, type OrderRow } from './order-queries';
import { changeOrderStatus } from './order-status';

/** Said when the store got there first, or the order is past cancelling for another reason. */
function tooLate(order: OrderRow): string {
  if (order.status === 'cancelled' || order.status === 'rejected') {
    return `Order ${order.reference} is already ${order.status}.`;
  }
  return `The store has already accepted order ${order.reference}, so it can no longer be cancelled here. Contact us and we will help.`;
}

/**
 * The customer cancels an order the store has not accepted yet; the refund goes with the
 * cancellation (order-status.ts). One transaction, as the store's acceptance is one: whichever
 * comes first on the sandbox clock wins, and a second cancel finds the order cancelled.
 */
export function cancelByCustomer(
  ctx: SandboxContext,
  customerId: number,
  orderId: string,
  reason: CancelReason,
): OrderRow {
  return ctx.db.transaction(() => {
    const order = requireCustomerOrder(ctx.db, customerId, orderId);
    if (order.status !== 'pending') throw fieldError('reason', tooLate(order));
    sql(ctx.db, 'UPDATE orders SET cancel_reason = ? WHERE uuid = ?').run(reason, order.uuid);
    return changeOrderStatus(
      ctx,
      { ...order, cancel_reason: reason },
      'cancelled',
      ctx.clock.now(),
    );
  })();
}
