import { randomUUID } from 'node:crypto';
import type {
  Cart,
  PaymentRedirect,
  PaymentVerification,
  PlacedOrder,
  Product,
  Vendor,
} from '@jara/contracts/entities';
import type { Paginated } from '@jara/contracts/api-envelope';
import { TEST_CARDS } from '../payments/test-cards';
import { send, type RushRequest, type RushResponse } from './rush-client';
import type { CallRecorder } from './rush-figures';
import { noteCart, type RushLedger } from './rush-ledger';

/** Every rush customer's email ends with this, so the checks look at their data only. */
export const RUSH_EMAIL_DOMAIN = 'lunch-rush.test';
const PASSWORD = 'LunchRush-2026';
/** The most a top-up may be (NGN): enough for every wallet order of both runs. */
const WALLET_FUNDING = 1_000_000;
/** A person's pause between steps, as they read and choose. */
const THINK_MS = { min: 200, max: 700 };
const SEARCH_WORDS = ['rice', 'jollof', 'chicken', 'suya', 'pizza', 'bread', 'fish', 'burger'];
const RETURN_URL = 'http://localhost:8080/orders';
const GOOD_CARD = { card_number: TEST_CARDS[0].number, expiry: '12/30', cvv: '123' };
/** Products a visit adds at most, stopping once the vendor's minimum order is reached. */
const MAX_ADDS = 3;
/** Share of visits that reorder a past order instead of building a cart. */
const REPEAT_SHARE = 0.3;

export interface RushTarget {
  /** The API's base URL (…/api); it stays the same across a restart. */
  api: string;
  recorder: CallRecorder;
  ledger: RushLedger;
  /** The pause between a customer's steps; by default a person's (THINK_MS). */
  thinkMs?: { min: number; max: number };
}

export interface Customer {
  index: number;
  token: string;
  address: { text: string; latitude: number; longitude: number };
  /** Orders this customer saw paid, to repeat later. */
  paidOrders: string[];
}

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
const think = ({ thinkMs = THINK_MS }: RushTarget) =>
  new Promise((resolve) =>
    setTimeout(resolve, thinkMs.min + Math.random() * (thinkMs.max - thinkMs.min)),
  );

/** `data` of a successful answer; a refusal ends the visit (and was counted as failed). */
async function call<T>(target: RushTarget, request: Omit<RushRequest, 'url'> & { path: string }) {
  const response: RushResponse = await send(target.recorder, {
    ...request,
    url: request.path.startsWith('http') ? request.path : `${target.api}${request.path}`,
  });
  if (response.status >= 300 && response.status !== 303)
    throw new Error(`${request.call} answered ${response.status}: ${response.message}`);
  return response.data as T;
}

/** Pays a provider payment with the good test card on its hosted page, then verifies it. */
async function payByCard(target: RushTarget, token: string, payment: PaymentRedirect) {
  await call(target, {
    method: 'POST',
    path: payment.authorization_url,
    call: 'POST /pay/:reference',
    form: GOOD_CARD,
  });
  return call<PaymentVerification>(target, {
    method: 'GET',
    path: `/payments/${payment.reference}/verify`,
    call: 'GET /payments/:reference/verify',
    token,
  });
}

/** Signs a customer up as the site does (account, then a saved address) and funds the wallet. */
export async function signUp(
  target: RushTarget,
  index: number,
  home: { latitude: number; longitude: number },
): Promise<Customer> {
  const { access_token: token } = await call<{ access_token: string }>(target, {
    method: 'POST',
    path: '/register',
    call: 'POST /register',
    json: {
      name: `Lunch Customer ${index}`,
      email: `customer-${index}@${RUSH_EMAIL_DOMAIN}`,
      phone: `+234801${String(index).padStart(7, '0')}`,
      password: PASSWORD,
      domicile_location: 'NG',
    },
  });
  const address = {
    text: `${index} Lunch Rush Street, Lagos`,
    latitude: home.latitude + ((index % 7) - 3) * 0.001,
    longitude: home.longitude + ((index % 5) - 2) * 0.001,
  };
  await call(target, {
    method: 'POST',
    path: '/marketplace/address',
    call: 'POST /marketplace/address',
    token,
    json: {
      label: 'Office',
      address: address.text,
      latitude: address.latitude,
      longitude: address.longitude,
      is_default: true,
    },
  });
  const funding = await call<PaymentRedirect>(target, {
    method: 'POST',
    path: '/wallet/fund',
    call: 'POST /wallet/fund',
    token,
    json: { amount: WALLET_FUNDING, return_url: RETURN_URL },
  });
  await payByCard(target, token, funding);
  return { index, token, address, paidOrders: [] };
}

/** Products a customer can add without choosing add-ons. */
const addable = (products: Product[]) =>
  products.filter(
    (product) => product.is_available && product.addon_groups.every((g) => g.min === 0),
  );

/** Browses, searches and fills a cart at an open vendor that delivers here; null if none fits. */
async function buildCart(target: RushTarget, customer: Customer): Promise<Cart | null> {
  const { token, address } = customer;
  const list = await call<Paginated<Vendor>>(target, {
    method: 'GET',
    path: `/marketplace/vendors?per_page=20&latitude=${address.latitude}&longitude=${address.longitude}`,
    call: 'GET /marketplace/vendors',
    token,
  });
  await think(target);
  await call(target, {
    method: 'GET',
    path: `/marketplace/search/all?query=${pick(SEARCH_WORDS) ?? 'rice'}`,
    call: 'GET /marketplace/search/all',
    token,
  });
  await think(target);
  const vendors = list.items.filter(
    (vendor) => vendor.is_open && vendor.delivers_to_customer && vendor.currency === 'NGN',
  );
  const vendor = pick(vendors);
  if (!vendor) return null;
  await call(target, {
    method: 'GET',
    path: `/marketplace/vendors/${vendor.slug}`,
    call: 'GET /marketplace/vendors/:slug',
    token,
  });
  const products = addable(
    await call<Product[]>(target, {
      method: 'GET',
      path: `/marketplace/vendors/${vendor.uuid}/products`,
      call: 'GET /marketplace/vendors/:id/products',
      token,
    }),
  );
  const enough = (cart: Cart | null) => cart !== null && cart.subtotal >= vendor.minimum_order;
  let cart: Cart | null = null;
  for (let add = 0; add < MAX_ADDS && !enough(cart); add += 1) {
    const product = pick(products);
    if (!product) break;
    await think(target);
    const added: Cart = await call<Cart>(target, {
      method: 'POST',
      path: '/marketplace/cart/items',
      call: 'POST /marketplace/cart/items',
      token,
      json: {
        vendor_id: vendor.uuid,
        cart_id: cart === null ? null : cart.uuid,
        product_uuid: product.uuid,
        quantity: 1 + Math.floor(Math.random() * 2),
      },
    });
    noteCart(target.ledger, added);
    cart = added;
  }
  return enough(cart) ? cart : null;
}

async function repeatCart(target: RushTarget, customer: Customer, orderUuid: string) {
  const cart = await call<Cart>(target, {
    method: 'POST',
    path: '/marketplace/orders/repeat',
    call: 'POST /marketplace/orders/repeat',
    token: customer.token,
    json: { order_id: orderUuid },
  });
  noteCart(target.ledger, cart);
  return cart;
}

/** Checks out a cart by wallet or card, as the site does, and notes what the server answered. */
async function checkOut(target: RushTarget, customer: Customer, cart: Cart) {
  const { token, address } = customer;
  const place = {
    latitude: address.latitude,
    longitude: address.longitude,
    customer_address: address.text,
  };
  await call(target, {
    method: 'GET',
    path: `/marketplace/cart/${cart.uuid}/checkout/payment_info?info_type=delivery&${new URLSearchParams(
      Object.entries(place).map(([key, value]) => [key, String(value)]),
    ).toString()}`,
    call: 'GET /marketplace/cart/:id/checkout/payment_info',
    token,
  });
  await think(target);
  const byCard = Math.random() < 0.5;
  const placed = await call<PlacedOrder>(target, {
    method: 'POST',
    path: '/marketplace/orders',
    call: `POST /marketplace/orders (${byCard ? 'card' : 'wallet'})`,
    token,
    json: {
      cart_id: cart.uuid,
      delivery_type: 'delivery',
      ...place,
      idempotency_key: randomUUID(),
      ...(byCard
        ? { payment_method: 'card', return_url: RETURN_URL }
        : { payment_method: 'wallet' }),
    },
  });
  const order = placed.order.uuid;
  target.ledger.placedOrders.add(order);
  let paid = placed.order.status !== 'awaiting_payment';
  if (!paid && placed.payment) {
    await think(target);
    const verification = await payByCard(target, token, placed.payment);
    paid = verification.status === 'succeeded';
  }
  if (!paid) return;
  target.ledger.confirmedOrders.add(order);
  customer.paidOrders.push(order);
}

/** One visit: browse and fill a cart (or repeat a past order), then pay. */
async function visit(target: RushTarget, customer: Customer, endsAt: number) {
  const past = Math.random() < REPEAT_SHARE ? pick(customer.paidOrders) : undefined;
  const cart = past ? await repeatCart(target, customer, past) : await buildCart(target, customer);
  if (!cart || Date.now() > endsAt) return;
  await think(target);
  await checkOut(target, customer, cart);
  await think(target);
  await call(target, {
    method: 'GET',
    path: '/marketplace/orders/active',
    call: 'GET /marketplace/orders/active',
    token: customer.token,
  });
}

/**
 * Visits until `endsAt`; a visit under way when the time is up finishes its checkout. Answers the
 * refusals met (each was also counted as a failed request).
 */
export async function shop(
  target: RushTarget,
  customer: Customer,
  endsAt: number,
): Promise<string[]> {
  const refusals: string[] = [];
  // Customers arrive spread over the first second, not all at the same instant.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
  while (Date.now() < endsAt) {
    try {
      await visit(target, customer, endsAt);
    } catch (error) {
      refusals.push(error instanceof Error ? error.message : String(error));
      await think(target);
    }
  }
  return refusals;
}
