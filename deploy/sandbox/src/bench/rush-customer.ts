/**
 * A rush customer: signs up as the site does (account, saved address, funded wallet), then visits
 * until the rush ends, each visit browsing and filling a cart (or repeating a past order) and
 * checking out (rush-checkout). A quarter are Kenyan and shop in shillings (rush-countries).
 */
import type {
  Cart,
  PaymentRedirect,
  PaymentVerification,
  Product,
  Vendor,
} from '@jara/contracts/entities';
import type { Paginated } from '@jara/contracts/api-envelope';
import { checkOut } from './rush-checkout';
import { COUNTRIES, countryOf, mpesaPhoneOf, phoneOf, type RushCountry } from './rush-countries';
import { payOnPage } from './rush-hosted-page';
import { noteCart } from './rush-ledger';
import { as, call, pick, think, type Customer, type RushTarget } from './rush-steps';

export type { Customer, RushTarget } from './rush-steps';

/** Every rush customer's email ends with this, so the checks look at their data only. */
export const RUSH_EMAIL_DOMAIN = 'lunch-rush.test';
const PASSWORD = 'LunchRush-2026';
const RETURN_URL = 'http://localhost:8080/wallet';
/** Products a visit adds at most, stopping once the vendor's minimum order is reached. */
const MAX_ADDS = 3;
/** Share of visits that reorder a past order instead of building a cart. */
const REPEAT_SHARE = 0.3;

export type HomePoints = Record<RushCountry, { latitude: number; longitude: number }>;

/**
 * Signs a customer up as the site does (account in their country, then a saved address near
 * their city's home point) and funds the wallet of their currency the country's usual way.
 */
export async function signUp(
  target: RushTarget,
  index: number,
  homes: HomePoints,
): Promise<Customer> {
  const country = countryOf(index);
  const traits = COUNTRIES[country];
  const { access_token: token } = await call<{ access_token: string }>(target, {
    method: 'POST',
    path: '/register',
    call: 'POST /register',
    location: country,
    json: {
      name: `Lunch Customer ${index}`,
      email: `customer-${index}@${RUSH_EMAIL_DOMAIN}`,
      phone: phoneOf(country, index),
      password: PASSWORD,
      domicile_location: country,
    },
  });
  const home = homes[country];
  const address = {
    text: `${index} Lunch Rush Street, ${traits.city}`,
    latitude: home.latitude + ((index % 7) - 3) * 0.001,
    longitude: home.longitude + ((index % 5) - 2) * 0.001,
  };
  const customer: Customer = { index, token, country, address, paidOrders: [] };
  await call(target, {
    method: 'POST',
    path: '/marketplace/address',
    call: 'POST /marketplace/address',
    ...as(customer),
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
    call: `POST /wallet/fund (${traits.currency})`,
    ...as(customer),
    json: { amount: traits.walletFunding, return_url: RETURN_URL },
  });
  await payOnPage(target, funding, traits.fundingWay, { mpesaPhone: mpesaPhoneOf(index) });
  const funded = await call<PaymentVerification>(target, {
    method: 'GET',
    path: `/payments/${funding.reference}/verify`,
    call: 'GET /payments/:reference/verify',
    ...as(customer),
  });
  if (funded.status !== 'succeeded')
    throw new Error(`The top-up of customer ${index} was not paid: ${funded.status}`);
  return customer;
}

/** Products a customer can add without choosing add-ons. */
const addable = (products: Product[]) =>
  products.filter(
    (product) => product.is_available && product.addon_groups.every((g) => g.min === 0),
  );

/** Browses, searches and fills a cart at an open vendor that delivers here; null if none fits. */
async function buildCart(target: RushTarget, customer: Customer): Promise<Cart | null> {
  const { address } = customer;
  const { currency, searchWords } = COUNTRIES[customer.country];
  const list = await call<Paginated<Vendor>>(target, {
    method: 'GET',
    path: `/marketplace/vendors?per_page=20&latitude=${address.latitude}&longitude=${address.longitude}`,
    call: 'GET /marketplace/vendors',
    ...as(customer),
  });
  await think(target);
  await call(target, {
    method: 'GET',
    path: `/marketplace/search/all?query=${pick(searchWords) ?? 'rice'}`,
    call: 'GET /marketplace/search/all',
    ...as(customer),
  });
  await think(target);
  const vendors = list.items.filter(
    (vendor) => vendor.is_open && vendor.delivers_to_customer && vendor.currency === currency,
  );
  const vendor = pick(vendors);
  if (!vendor) return null;
  await call(target, {
    method: 'GET',
    path: `/marketplace/vendors/${vendor.slug}`,
    call: 'GET /marketplace/vendors/:slug',
    ...as(customer),
  });
  const products = addable(
    await call<Product[]>(target, {
      method: 'GET',
      path: `/marketplace/vendors/${vendor.uuid}/products`,
      call: 'GET /marketplace/vendors/:id/products',
      ...as(customer),
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
      ...as(customer),
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
    ...as(customer),
    json: { order_id: orderUuid },
  });
  noteCart(target.ledger, cart);
  return cart;
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
    ...as(customer),
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
