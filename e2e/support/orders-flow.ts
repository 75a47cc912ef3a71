/** Steps the orders specs share: the orders drawer, its tabs and details, and orders made through the API. */
import { expect, type Page } from '@playwright/test';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Cart, Order, PlacedOrder, Product } from '@jara/contracts/entities';
import { randomUUID } from 'node:crypto';
import { DEMO_LOGIN, E2E_URLS } from './e2e-stack';

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const LEKKI = { latitude: 6.4474, longitude: 3.4719 };

async function call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await fetch(`${E2E_URLS.api}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      location: 'NG',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T; message: string };
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${envelope.message}`);
  return envelope.data;
}

export async function demoToken(): Promise<string> {
  const customer = await call<{ access_token: string }>('POST', '/login', undefined, DEMO_LOGIN);
  return customer.access_token;
}

/** A wallet-paid delivery order from `slug`, placed as the demo customer. */
export async function placeWalletOrder(token: string, slug = 'island-bukka'): Promise<Order> {
  await call('POST', '/wallet/fund', token, { amount: 50_000 });
  const products = await call<Product[]>('GET', `/marketplace/vendors/${slug}/products`);
  const product = products.find(
    (each) => each.is_available && each.addon_groups.every((group) => group.min === 0),
  );
  const cart = await call<Cart>('POST', '/marketplace/cart/items', token, {
    vendor_id: slug,
    cart_id: null,
    product_uuid: product?.uuid,
    quantity: 3,
  });
  const placed = await call<PlacedOrder>('POST', '/marketplace/orders', token, {
    cart_id: cart.uuid,
    delivery_type: 'delivery',
    customer_address: '12 Admiralty Road, Lekki',
    ...LEKKI,
    payment_method: 'wallet',
    idempotency_key: randomUUID(),
  });
  return placed.order;
}

export async function pastOrder(token: string, reference: string): Promise<Order> {
  const history = await call<Paginated<Order>>(
    'GET',
    '/marketplace/orders/history?per_page=50',
    token,
  );
  const order = history.items.find((each) => each.reference === reference);
  if (!order) throw new Error(`${reference} is not in the demo customer's history`);
  return order;
}

/**
 * The account menu's "Orders": the drawer, on its Active tab. On a phone the sign-in toast lies
 * over the header, and a pointer resting on it pauses it: wait for it to go before reaching for
 * the menu, as a customer would.
 */
export async function openOrders(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Welcome back/ })).toHaveCount(0, {
    timeout: 10_000,
  });
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your orders' });
  await expect(drawer.getByRole('tab', { name: 'Active' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return drawer;
}

export async function openHistory(page: Page) {
  const drawer = await openOrders(page);
  await drawer.getByRole('tab', { name: 'History' }).click();
  await expect(drawer.getByTestId('past-order').first()).toBeVisible();
  return drawer;
}

/** Opens the details of the order with `reference` from the list on screen. */
export async function openDetails(page: Page, vendorName: string, reference: string) {
  const drawer = page.getByRole('dialog', { name: 'Your orders' });
  await drawer
    .getByRole('listitem')
    .filter({ hasText: vendorName })
    .first()
    .getByRole('button', { name: vendorName })
    .click();
  await expect(drawer.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  return drawer;
}
