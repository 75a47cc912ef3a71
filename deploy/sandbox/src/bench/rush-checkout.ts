/**
 * Checkout in the rush: the way to pay is dealt (rush-mix), a code sometimes tried, the order
 * placed and paid as the site does, and what the server answered noted in the ledger and the mix.
 */
import { randomUUID } from 'node:crypto';
import type { Cart, PaymentVerification, PlacedOrder } from '@jara/contracts/entities';
import { mpesaPhoneOf } from './rush-countries';
import { placeWithCode, priceCheckout } from './rush-codes';
import { payOnPage } from './rush-hosted-page';
import { providerWayOf, type CheckoutWay } from './rush-mix';
import { payForMe } from './rush-pay-for-me';
import { as, call, notePlaced, think, type Customer, type RushTarget } from './rush-steps';

const RETURN_URL = 'http://localhost:8080/orders';

/**
 * Places the order to be paid `way` (wallet: at once; otherwise on the provider's page, the way
 * chosen there), pays it, and answers whether the server confirmed it paid that way.
 */
async function placeAndPay(
  target: RushTarget,
  customer: Customer,
  way: Exclude<CheckoutWay, 'pay_for_me'>,
  body: Record<string, unknown>,
  code: string | undefined,
) {
  const pageWay = providerWayOf(way);
  const placed = await placeWithCode<PlacedOrder>(
    target,
    customer,
    {
      path: '/marketplace/orders',
      call: `POST /marketplace/orders (${way})`,
      json: {
        ...body,
        ...(pageWay
          ? { payment_method: 'card', return_url: RETURN_URL }
          : { payment_method: 'wallet' }),
      },
    },
    code,
  );
  const order = placed.order.uuid;
  notePlaced(target, customer, { way, order, withCode: placed.order.discount_code !== null });
  if (placed.order.status !== 'awaiting_payment') return { order, paid: true };
  if (!pageWay || !placed.payment) return { order, paid: false };
  await think(target);
  await payOnPage(target, placed.payment, pageWay, { mpesaPhone: mpesaPhoneOf(customer.index) });
  const verified = await call<PaymentVerification>(target, {
    method: 'GET',
    path: `/payments/${placed.payment.reference}/verify`,
    call: 'GET /payments/:reference/verify',
    ...as(customer),
  });
  if (verified.status === 'succeeded' && verified.method !== pageWay)
    throw new Error(`Order ${order} was paid by ${verified.method}, not ${pageWay} as chosen`);
  return { order, paid: verified.status === 'succeeded' };
}

/** Checks out a cart the way dealt to this turn, and notes what the server answered. */
export async function checkOut(target: RushTarget, customer: Customer, cart: Cart) {
  const { address } = customer;
  const place = {
    latitude: address.latitude,
    longitude: address.longitude,
    customer_address: address.text,
  };
  const way = target.mix.nextWay(customer.country);
  const code = await priceCheckout(target, customer, cart, place, target.mix.nextCode());
  await think(target);
  const body = {
    cart_id: cart.uuid,
    delivery_type: 'delivery',
    ...place,
    idempotency_key: randomUUID(),
  };
  const outcome =
    way === 'pay_for_me'
      ? await payForMe(target, customer, body, code)
      : await placeAndPay(target, customer, way, body, code);
  if (!outcome.paid) return;
  target.mix.paid(way);
  target.ledger.confirmedOrders.add(outcome.order);
  customer.paidOrders.push(outcome.order);
}
