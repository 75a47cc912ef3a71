import type { PaymentVerification } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import type { SandboxContext } from '../sandbox-context';
import { settlePlanOrder } from '../plans/plan-orders';
import { markDiscountUsed } from '../store/discounts';
import { findOrder, toOrder, type OrderRow } from '../store/order-queries';
import { changeOrderStatus } from '../store/order-status';
import { creditReferralOnPaidOrder } from '../store/referrals';
import { payableRefusal } from './payable';
import { findPayment, settlePayment, type PaymentOutcome, type PaymentRow } from './payment-store';
import { creditWalletTopUp } from './wallet-funding';

/**
 * The provider confirmed the payment of an order waiting for it: the order is placed (pending,
 * with its notification and realtime event), its cart ordered, a single-use code spent, and a
 * referred customer's first paid order rewards them and their referrer.
 * Idempotent: an order already paid is left as it is.
 */
export function markOrderPaid(ctx: SandboxContext, orderUuid: string): OrderRow | null {
  const { db } = ctx;
  const order = findOrder(db, orderUuid);
  if (!order || order.status !== 'awaiting_payment') return order ?? null;
  return db.transaction(() => {
    const iso = ctx.clock.iso();
    if (order.cart_uuid) {
      sql(db, "UPDATE carts SET status = 'ordered' WHERE uuid = ? AND status = 'active'").run(
        order.cart_uuid,
      );
    }
    const singleUse = sql(
      db,
      'SELECT 1 FROM discount_codes WHERE code = ? AND customer_id IS NOT NULL',
    ).get(order.discount_code ?? '');
    if (order.discount_code && singleUse) markDiscountUsed(db, order.discount_code, iso);
    const placed = changeOrderStatus(ctx, order, 'pending', ctx.clock.now());
    creditReferralOnPaidOrder(ctx, order.customer_id, order.uuid);
    return placed;
  })();
}

/** Cancels a pending payment that may no longer take money, saying why; true if it was pending. */
export function cancelPayment(ctx: SandboxContext, reference: string, reason: string): boolean {
  return settlePayment(
    ctx.db,
    reference,
    { status: 'cancelled', failureReason: reason },
    ctx.clock.iso(),
  );
}

/**
 * Settles a pending payment as the provider's webhook would, at once, whichever way it was paid.
 * Only the first settlement counts: a double submit (or a second device) finds the payment
 * settled and changes nothing (answers false).
 */
export function settleHostedPayment(
  ctx: SandboxContext,
  reference: string,
  outcome: PaymentOutcome,
): boolean {
  return ctx.db.transaction(() => {
    const pending = findPayment(ctx.db, reference);
    const refusal = pending && outcome.status === 'succeeded' ? payableRefusal(ctx, pending) : null;
    if (refusal) return cancelPayment(ctx, reference, refusal);
    const won = settlePayment(ctx.db, reference, outcome, ctx.clock.iso());
    const payment = findPayment(ctx.db, reference);
    if (won && outcome.status === 'succeeded' && payment?.order_uuid) {
      markOrderPaid(ctx, payment.order_uuid);
    }
    if (won && outcome.status === 'succeeded' && payment?.purpose === 'wallet_funding') {
      creditWalletTopUp(ctx, payment);
    }
    if (won && payment?.purpose === 'plan') settlePlanOrder(ctx.db, reference, outcome.status);
    return won;
  })();
}

/** The server's own check with the provider; settles an order the provider saw paid. */
export function verifyPayment(
  ctx: SandboxContext,
  payment: PaymentRow,
  assetsBase: string,
): PaymentVerification {
  const order =
    payment.order_uuid === null
      ? null
      : payment.status === 'succeeded'
        ? markOrderPaid(ctx, payment.order_uuid)
        : (findOrder(ctx.db, payment.order_uuid) ?? null);
  return {
    reference: payment.reference,
    purpose: payment.purpose,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    failure_reason: payment.failure_reason,
    method: payment.status === 'pending' ? null : payment.method,
    order: order ? toOrder(ctx.db, order, assetsBase) : null,
  };
}
