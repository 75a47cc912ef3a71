import type { OrderRequestBody } from '@jara/contracts/api-calls';
import type { PaymentMethod } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import { newReference, newUuid } from '../domain/ids';
import { firstStepAt, statusNotification } from '../domain/order-flow';
import { fieldError } from '../http/api-error';
import type { CustomerRow } from '../http/auth';
import type { SandboxContext } from '../sandbox-context';
import type { ViewContext } from '../views/view-context';
import { findActiveCart, toCart } from './cart-queries';
import { checkoutTotals } from './checkout';
import { createNotification } from './notifications';
import { findOrder, type OrderRow, type StoredOrderItem } from './order-queries';
import { markDiscountUsed } from './discounts';
import { dropUnpaidOrdersOfCart } from './unpaid-orders';
import { creditReferralOnPaidOrder } from './referrals';
import { requireVendor } from './vendor-queries';
import { chargeWallet } from './wallet-charge';

export type OrderRequest = Omit<OrderRequestBody, 'idempotency_key'> & {
  payment_method: PaymentMethod;
};

/**
 * Turns one active cart into an order. Wallet: charged at once, the order is pending and the cart
 * ordered. Card and pay-for-me: the order waits in `awaiting_payment` and the cart stays whole
 * until the provider confirms the payment. A refusal writes nothing (callers run it in their
 * transaction, with the idempotency record and the payment).
 */
export function placeOrder(
  ctx: SandboxContext,
  customer: CustomerRow,
  body: OrderRequest,
  view: ViewContext,
): OrderRow {
  const { db } = ctx;
  const cartRow = findActiveCart(db, customer.id, body.cart_id);
  if (!cartRow)
    throw fieldError('cart_id', 'This cart does not exist or has already been checked out.');
  const vendor = requireVendor(db, cartRow.vendor_uuid);
  const cart = toCart(db, cartRow, view);
  const now = ctx.clock.now();
  const { info, discount, eta, schedule } = checkoutTotals(db, cart, vendor, {
    deliveryType: body.delivery_type,
    destination: { latitude: body.latitude, longitude: body.longitude },
    discountCode: body.discount_code,
    scheduledFor: body.scheduled_for,
    customerId: customer.id,
    now,
  });
  const iso = new Date(now).toISOString();
  const uuid = newUuid();
  const reference = newReference('JR');
  const paidNow = body.payment_method === 'wallet';
  const status = paidNow ? 'pending' : 'awaiting_payment';
  db.transaction(() => {
    dropUnpaidOrdersOfCart(db, cartRow.uuid, iso);
    if (paidNow) chargeWallet(db, customer, info, reference, iso);
    const items: StoredOrderItem[] = cart.items.map(
      ({ image_url: _image, is_available: _available, ...item }) => item,
    );
    sql(
      db,
      `INSERT INTO orders (uuid, reference, customer_id, vendor_uuid, status, delivery_type, items, currency,
      subtotal, delivery_fee, service_fee, discount_amount, discount_code, total, delivery_address, drop_off,
      payment_method, delivery_time_min, delivery_time_max, slot_starts_at, slot_ends_at, release_at,
      next_step_at, cart_uuid, created_at, updated_at, latitude, longitude)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      uuid,
      reference,
      customer.id,
      vendor.uuid,
      status,
      body.delivery_type,
      JSON.stringify(items),
      info.currency,
      info.subtotal,
      info.delivery_fee,
      info.service_fee,
      info.discount_amount,
      info.discount_code,
      info.total,
      body.customer_address,
      // A pickup goes to no door: whatever came with it is not the rider's.
      body.delivery_type === 'delivery' && body.drop_off ? JSON.stringify(body.drop_off) : null,
      body.payment_method,
      eta?.min ?? null,
      eta?.max ?? null,
      schedule?.slot.starts_at ?? null,
      schedule?.slot.ends_at ?? null,
      schedule?.releaseAt ?? null,
      paidNow ? firstStepAt(now, schedule?.releaseAt ?? null) : null,
      cartRow.uuid,
      iso,
      iso,
      // The rider's door on the map (store/riders).
      body.delivery_type === 'delivery' ? body.latitude : null,
      body.delivery_type === 'delivery' ? body.longitude : null,
    );
    sql(db, 'INSERT INTO order_status_history (order_uuid, status, at) VALUES (?, ?, ?)').run(
      uuid,
      status,
      iso,
    );
    if (!paidNow) return;
    sql(db, "UPDATE carts SET status = 'ordered' WHERE uuid = ?").run(cartRow.uuid);
    if (discount?.singleUse) markDiscountUsed(db, discount.code, iso);
    creditReferralOnPaidOrder(ctx, customer.id, uuid);
    const note = statusNotification(status, body.delivery_type, vendor.business_name, reference);
    if (note) createNotification(ctx, customer.id, note.title, note.body, uuid);
  })();
  const order = findOrder(db, uuid);
  if (!order) throw new Error(`Order ${uuid} vanished right after it was written`);
  return order;
}
