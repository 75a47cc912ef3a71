import type { PlacedOrder } from '@jara/contracts/entities';
import type { CustomerRow } from '../http/auth';
import type { SandboxContext } from '../sandbox-context';
import { recordOrderRequest, requestedOrder } from '../store/order-requests';
import { toOrder, type OrderRow } from '../store/order-queries';
import { placeOrder, type OrderRequest } from '../store/place-order';
import type { ViewContext } from '../views/view-context';
import { createPayment, paymentRedirect, pendingPaymentOf, type NewPayment } from './payment-store';

export type CheckoutRequest = OrderRequest & { idempotency_key: string; return_url?: string };

/**
 * Places an order once per idempotency key: the same key answers the order it placed (and its
 * pending payment) without charging or creating anything. A card order gets a pending payment.
 */
export function placeOrderOnce(
  ctx: SandboxContext,
  customer: CustomerRow,
  body: CheckoutRequest,
  view: ViewContext,
): { order: OrderRow; created: boolean; placed: PlacedOrder } {
  const { db } = ctx;
  return db.transaction(() => {
    const existing = requestedOrder(db, customer.id, body.idempotency_key, body.cart_id);
    const order = existing ?? placeOrder(ctx, customer, body, view);
    if (!existing)
      recordOrderRequest(db, customer.id, body.idempotency_key, body.cart_id, order.uuid);
    let payment = pendingPaymentOf(db, order.uuid);
    if (!existing && body.payment_method === 'card' && body.return_url) {
      payment = createPayment(db, orderPayment(ctx, order, body.return_url), ctx.clock.iso());
    }
    return {
      order,
      created: !existing,
      placed: {
        order: toOrder(db, order, view.assetsBase),
        payment: payment ? paymentRedirect(view.base, payment) : null,
      },
    };
  })();
}

/** The payment of an order's total, described as the provider's page shows it. */
export function orderPayment(
  ctx: SandboxContext,
  order: OrderRow,
  returnUrl: string,
  purpose: NewPayment['purpose'] = 'order',
): NewPayment {
  const { business_name } = ctx.db
    .prepare('SELECT business_name FROM vendors WHERE uuid = ?')
    .get(order.vendor_uuid) as { business_name: string };
  return {
    purpose,
    customer_id: order.customer_id,
    order_uuid: order.uuid,
    description: `Order ${order.reference} from ${business_name}`,
    amount: order.total,
    currency: order.currency,
    return_url: returnUrl,
  };
}
