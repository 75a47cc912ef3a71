import type { FastifyInstance } from 'fastify';
import type { CheckoutDeliveryInfo } from '@jara/contracts/entities';
import { z } from 'zod';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { latitude, longitude } from '../http/fields';
import { parseBody, parseQuery } from '../http/validation';
import { placeOrderOnce } from '../payments/checkout-order';
import { idempotencyKey, returnUrl } from '../payments/return-url';
import type { SandboxContext } from '../sandbox-context';
import { requireActiveCart, toCart } from '../store/cart-queries';
import { checkoutTotals } from '../store/checkout';
import { quoteDelivery } from '../store/delivery-quote';
import { requireVendor } from '../store/vendor-queries';
import { viewContext } from '../views/view-context';

type IdParams = { Params: { id: string } };

const deliveryType = z.enum(['delivery', 'pickup']);
const discountCode = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((value) => value || undefined);

const deliveryInfoQuery = z.object({ info_type: z.literal('delivery'), longitude, latitude });
const paymentInfoQuery = z.object({
  discount_code: discountCode,
  info_type: deliveryType,
  longitude,
  latitude,
  customer_address: z.string().max(300),
});
const dropOffText = (max: number) => z.string().trim().max(max).nullable();
/** The same limits as a saved address's fields (routes/addresses.ts). */
const dropOff = z.object({
  street: dropOffText(200),
  building: dropOffText(120),
  landmark: dropOffText(200),
  phone: dropOffText(20),
  instructions: dropOffText(300),
});
/** What an order is placed with (also the body of a pay-for-me request). */
export const orderRequestBody = z.object({
  cart_id: z.string().trim().min(1).max(64),
  delivery_type: deliveryType,
  customer_address: z.string().trim().min(1).max(300),
  latitude,
  longitude,
  drop_off: dropOff.optional(),
  discount_code: discountCode,
  idempotency_key: idempotencyKey,
});
const placeOrderBody = z.discriminatedUnion('payment_method', [
  orderRequestBody.extend({ payment_method: z.literal('wallet') }),
  orderRequestBody.extend({ payment_method: z.literal('card'), return_url: returnUrl }),
]);

export function registerCheckoutRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get<IdParams>('/marketplace/cart/:id/checkout/delivery_info', async (request) => {
    const customer = requireCustomer(db, request);
    const cart = requireActiveCart(db, customer.id, request.params.id);
    const query = parseQuery(deliveryInfoQuery, request.query);
    const vendor = requireVendor(db, cart.vendor_uuid);
    const quote = quoteDelivery(db, vendor, null, query);
    const info: CheckoutDeliveryInfo = {
      can_deliver: quote.canDeliver ? 1 : 0,
      delivery_time_min: quote.minMinutes,
      delivery_time_max: quote.maxMinutes,
      delivery_fee: quote.canDeliver ? quote.fee : 0,
      currency: vendor.currency,
    };
    return ok(info);
  });

  app.get<IdParams>('/marketplace/cart/:id/checkout/payment_info', async (request) => {
    const customer = requireCustomer(db, request);
    const cartRow = requireActiveCart(db, customer.id, request.params.id);
    const query = parseQuery(paymentInfoQuery, request.query);
    const vendor = requireVendor(db, cartRow.vendor_uuid);
    const cart = toCart(db, cartRow, viewContext(ctx, request, customer.id));
    const { info } = checkoutTotals(db, cart, vendor, {
      deliveryType: query.info_type,
      destination: query,
      discountCode: query.discount_code,
      customerId: customer.id,
      now: ctx.clock.now(),
    });
    return ok(info);
  });

  app.post('/marketplace/orders', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(placeOrderBody, request.body);
    const view = viewContext(ctx, request, customer.id);
    const { order, placed } = placeOrderOnce(ctx, customer, body, view);
    const message =
      order.status === 'awaiting_payment'
        ? `Your order ${order.reference} is waiting for your payment.`
        : `Your order ${order.reference} has been placed.`;
    return ok(placed, message);
  });
}
