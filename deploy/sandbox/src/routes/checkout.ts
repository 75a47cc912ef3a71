import type { FastifyInstance } from 'fastify';
import type { OrderSlots } from '@jara/contracts/delivery-slot';
import type { CheckoutDeliveryInfo, WorkingHours } from '@jara/contracts/entities';
import { isOpenAt } from '../domain/working-hours';
import { z } from 'zod';
import { requireCustomer } from '../http/auth';
import { dropOff } from '../http/drop-off';
import { ok } from '../http/envelope';
import { latitude, longitude } from '../http/fields';
import { parseBody, parseQuery } from '../http/validation';
import { placeOrderOnce } from '../payments/checkout-order';
import { assertSiteReturnUrl, idempotencyKey, returnUrl } from '../payments/return-url';
import type { SandboxContext } from '../sandbox-context';
import { requireActiveCart, toCart } from '../store/cart-queries';
import { checkoutTotals } from '../store/checkout';
import { checkoutOffers } from '../store/checkout-offers';
import { quoteDelivery } from '../store/delivery-quote';
import { leadMinutes, slotsOf } from '../store/order-slots';
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
const slotsQuery = z.object({ info_type: deliveryType, longitude, latitude });
/** The start of a slot from the checkout's list (an ISO instant). */
const scheduledFor = z.string().datetime().optional();
const paymentInfoQuery = z.object({
  discount_code: discountCode,
  info_type: deliveryType,
  longitude,
  latitude,
  customer_address: z.string().max(300),
  scheduled_for: scheduledFor,
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
  scheduled_for: scheduledFor,
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

  app.get<IdParams>('/marketplace/cart/:id/checkout/offers', async (request) => {
    const customer = requireCustomer(db, request);
    const cartRow = requireActiveCart(db, customer.id, request.params.id);
    const cart = toCart(db, cartRow, viewContext(ctx, request, customer.id));
    return ok(checkoutOffers(db, cart, customer.id, ctx.clock.now()));
  });

  app.get<IdParams>('/marketplace/cart/:id/checkout/slots', async (request) => {
    const customer = requireCustomer(db, request);
    const cart = requireActiveCart(db, customer.id, request.params.id);
    const query = parseQuery(slotsQuery, request.query);
    const vendor = requireVendor(db, cart.vendor_uuid);
    const now = ctx.clock.now();
    const quote = query.info_type === 'delivery' ? quoteDelivery(db, vendor, null, query) : null;
    const hours = JSON.parse(vendor.working_hours) as WorkingHours[];
    const slots: OrderSlots = {
      open_now: isOpenAt(hours, vendor.utc_offset_minutes, now),
      slots: quote && !quote.canDeliver ? [] : slotsOf(vendor, leadMinutes(vendor, quote), now),
    };
    return ok(slots);
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
      scheduledFor: query.scheduled_for,
      customerId: customer.id,
      now: ctx.clock.now(),
    });
    return ok(info);
  });

  app.post('/marketplace/orders', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(placeOrderBody, request.body);
    if (body.payment_method === 'card') assertSiteReturnUrl(ctx, body.return_url);
    const view = viewContext(ctx, request, customer.id);
    const { order, placed } = placeOrderOnce(ctx, customer, body, view);
    const message =
      order.status === 'awaiting_payment'
        ? `Your order ${order.reference} is waiting for your payment.`
        : `Your order ${order.reference} has been placed.`;
    return ok(placed, message);
  });
}
