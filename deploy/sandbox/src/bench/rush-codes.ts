/**
 * Discount codes at checkout, as a customer uses them: the best code checkout offers for the
 * cart, or one they type that the server must refuse (an ended promotion, the other country's).
 * A refused code never costs the customer the order: they go on without it.
 */
import type { CheckoutOffer } from '@jara/contracts/checkout-offer';
import type { Cart } from '@jara/contracts/entities';
import { COUNTRIES } from './rush-countries';
import type { CodeTry } from './rush-mix';
import { as, ask, call, pick, type Customer, type RushTarget } from './rush-steps';

/** Where the order goes, as checkout and the order itself are told. */
export interface Place {
  latitude: number;
  longitude: number;
  customer_address: string;
}

const paymentInfoPath = (cart: Cart, place: Place, code?: string) =>
  `/marketplace/cart/${cart.uuid}/checkout/payment_info?${new URLSearchParams({
    info_type: 'delivery',
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    customer_address: place.customer_address,
    ...(code ? { discount_code: code } : {}),
  }).toString()}`;

/** The code to try: the offer that saves most, or one typed from memory; none for null. */
async function codeToTry(target: RushTarget, customer: Customer, cart: Cart, attempt: CodeTry) {
  if (attempt === 'typed') return pick(COUNTRIES[customer.country].refusedCodes);
  if (attempt !== 'offered') return undefined;
  const offers = await call<CheckoutOffer[]>(target, {
    method: 'GET',
    path: `/marketplace/cart/${cart.uuid}/checkout/offers`,
    call: 'GET /marketplace/cart/:id/checkout/offers',
    ...as(customer),
  });
  return offers.find((offer) => offer.applies)?.code;
}

/**
 * Prices the checkout as the site does, with the code the customer tries when they try one, and
 * answers the code the server took (undefined when none was tried or it was refused). A typed
 * code's refusal is the right answer; an offered code's refusal is the server contradicting
 * itself, so it counts as a failed request, but the customer still goes on without it.
 */
export async function priceCheckout(
  target: RushTarget,
  customer: Customer,
  cart: Cart,
  place: Place,
  attempt: CodeTry,
): Promise<string | undefined> {
  const code = await codeToTry(target, customer, cart, attempt);
  if (code) {
    const priced = await ask(target, {
      method: 'GET',
      path: paymentInfoPath(cart, place, code),
      call: `GET /marketplace/cart/:id/checkout/payment_info (${attempt} code)`,
      ...as(customer),
      expected: attempt === 'typed' ? [422] : [],
    }).catch(() => null);
    if (priced && priced.status < 300) return code;
    target.mix.codeRefused();
  }
  await call(target, {
    method: 'GET',
    path: paymentInfoPath(cart, place),
    call: 'GET /marketplace/cart/:id/checkout/payment_info',
    ...as(customer),
  });
  return undefined;
}

/**
 * Places with the code, and when the server refuses the code at this step (a 422 naming it),
 * places again without it: the same idempotency key, as nothing was written.
 */
export async function placeWithCode<T>(
  target: RushTarget,
  customer: Customer,
  request: { path: string; call: string; json: Record<string, unknown> },
  code: string | undefined,
): Promise<T> {
  const send = (json: Record<string, unknown>, expected: number[]) =>
    ask<T>(target, { method: 'POST', ...request, ...as(customer), json, expected });
  if (!code) return (await send(request.json, [])).data;
  const placed = await send({ ...request.json, discount_code: code }, [422]);
  if (placed.status < 300) return placed.data;
  if (!placed.message.includes(code))
    throw new Error(`${request.call} answered ${placed.status}: ${placed.message}`);
  target.mix.codeRefused();
  return (await send(request.json, [])).data;
}
