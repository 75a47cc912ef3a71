import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import type { OrderStatus } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import {
  ORDER_STEP_MS,
  customerCancelNotification,
  firstStepAt,
  nextStatus,
  statusNotification,
  type VendorBehaviour,
} from '../domain/order-flow';
import { rewardPointsFor } from '../domain/pricing';
import { refundOrderPayment } from '../payments/order-payment-facts';
import type { SandboxContext } from '../sandbox-context';
import { createNotification, customerChannel } from './notifications';
import { findOrder, toOrder, type OrderRow } from './order-queries';
import { sendRider } from './riders';
import { recordWalletMovement } from './wallet';
import { assetsBase } from '../views/view-context';

function vendorOf(ctx: SandboxContext, order: OrderRow) {
  return sql(ctx.db, 'SELECT business_name, behaviour FROM vendors WHERE uuid = ?').get(
    order.vendor_uuid,
  ) as {
    business_name: string;
    behaviour: VendorBehaviour;
  };
}

function settle(ctx: SandboxContext, order: OrderRow, status: OrderStatus, iso: string): void {
  const refunded = status === 'cancelled' || status === 'rejected';
  // Card, transfer, USSD, M-Pesa and pay-for-me: the provider sends it back the way it came.
  if (refunded && order.payment_method !== 'wallet') refundOrderPayment(ctx.db, order.uuid, iso);
  if (refunded && order.payment_method === 'wallet') {
    recordWalletMovement(
      ctx.db,
      order.customer_id,
      {
        type: 'credit',
        amount: order.total,
        currency: order.currency,
        description: `Refund for order ${order.reference}`,
      },
      iso,
    );
  }
  if (status === 'completed') {
    const points = rewardPointsFor(order.total, order.currency);
    sql(ctx.db, 'UPDATE customers SET reward_points = reward_points + ? WHERE id = ?').run(
      points,
      order.customer_id,
    );
    sql(
      ctx.db,
      'INSERT INTO reward_history (customer_id, points, description, created_at) VALUES (?, ?, ?, ?)',
    ).run(order.customer_id, points, `Points for order ${order.reference}`, iso);
  }
}

/**
 * Moves an order to `status` at time `at` (sandbox clock), with everything that goes with it:
 * history, next automatic step, refund or reward points, a notification, and the realtime event.
 */
export function changeOrderStatus(
  ctx: SandboxContext,
  order: OrderRow,
  status: OrderStatus,
  at: number,
): OrderRow {
  const iso = new Date(at).toISOString();
  const vendor = vendorOf(ctx, order);
  const following = nextStatus(status, order.delivery_type, vendor.behaviour);
  const stepAt = status === 'pending' ? firstStepAt(at, order.release_at) : at + ORDER_STEP_MS;
  ctx.db.transaction(() => {
    // Out for delivery, the order is delivered when its rider reaches the door.
    const rideEnds = status === 'in_transit' ? sendRider(ctx.db, order, at) : null;
    const nextStepAt = following ? (rideEnds ?? stepAt) : null;
    sql(
      ctx.db,
      'UPDATE orders SET status = ?, updated_at = ?, next_step_at = ? WHERE uuid = ?',
    ).run(status, iso, nextStepAt, order.uuid);
    sql(ctx.db, 'INSERT INTO order_status_history (order_uuid, status, at) VALUES (?, ?, ?)').run(
      order.uuid,
      status,
      iso,
    );
    settle(ctx, order, status, iso);
    const note =
      status === 'cancelled' && order.cancel_reason
        ? customerCancelNotification(order.reference)
        : statusNotification(status, order.delivery_type, vendor.business_name, order.reference);
    if (note) createNotification(ctx, order.customer_id, note.title, note.body, order.uuid);
  })();
  const updated = findOrder(ctx.db, order.uuid) ?? order;
  ctx.realtime.publish(customerChannel(order.customer_id), REALTIME_EVENTS.orderStatus, {
    order: toOrder(ctx.db, updated, assetsBase(ctx)),
  });
  return updated;
}

/** Takes every order whose next step is due on the sandbox clock through its due steps. */
export function advanceDueOrders(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  const due = sql(
    ctx.db,
    'SELECT * FROM orders WHERE next_step_at IS NOT NULL AND next_step_at <= ? ORDER BY next_step_at',
  ).all(now) as OrderRow[];
  let steps = 0;
  for (const start of due) {
    let order: OrderRow = start;
    while (order.next_step_at !== null && order.next_step_at <= now) {
      const next = nextStatus(order.status, order.delivery_type, vendorOf(ctx, order).behaviour);
      if (!next) {
        sql(ctx.db, 'UPDATE orders SET next_step_at = NULL WHERE uuid = ?').run(order.uuid);
        break;
      }
      order = changeOrderStatus(ctx, order, next, order.next_step_at);
      steps += 1;
    }
  }
  return steps;
}
