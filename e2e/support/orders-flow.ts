/** Steps the orders specs share: the orders drawer, its tabs and details, and orders made through the API. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { OrderSlots } from '@jara/contracts/delivery-slot';
import type { Cart, Order, PlacedOrder, Product } from '@jara/contracts/entities';
import { randomUUID } from 'node:crypto';
import { customerCall } from './customer-api';
import { topUpWallet } from './hosted-payment';

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const LEKKI = { latitude: 6.4474, longitude: 3.4719 };

/**
 * A wallet-paid delivery order from `slug`, placed as the demo customer. `ahead`: for the last
 * slot the store offers, so it waits for the store (cancellable) until then, whatever the time.
 */
export async function placeWalletOrder(
  token: string,
  slug = 'island-bukka',
  { ahead = false } = {},
): Promise<Order> {
  await topUpWallet(token, 50_000);
  const products = await customerCall<Product[]>(
    null,
    'GET',
    `/marketplace/vendors/${slug}/products`,
  );
  const product = products.find(
    (each) => each.is_available && each.addon_groups.every((group) => group.min === 0),
  );
  const cart = await customerCall<Cart>(token, 'POST', '/marketplace/cart/items', {
    vendor_id: slug,
    cart_id: null,
    product_uuid: product?.uuid,
    quantity: 3,
  });
  const slot = ahead ? (await slotsOf(token, cart)).slots.at(-1) : undefined;
  const placed = await customerCall<PlacedOrder>(token, 'POST', '/marketplace/orders', {
    cart_id: cart.uuid,
    delivery_type: 'delivery',
    customer_address: '12 Admiralty Road, Lekki',
    ...LEKKI,
    payment_method: 'wallet',
    idempotency_key: randomUUID(),
    ...(slot && { scheduled_for: slot.starts_at }),
  });
  return placed.order;
}

const slotsOf = (token: string, cart: Cart) =>
  customerCall<OrderSlots>(
    token,
    'GET',
    `/marketplace/cart/${cart.uuid}/checkout/slots?info_type=delivery&latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}`,
  );

export async function pastOrder(token: string, reference: string): Promise<Order> {
  const history = await customerCall<Paginated<Order>>(
    token,
    'GET',
    '/marketplace/orders/history?per_page=50',
  );
  const order = history.items.find((each) => each.reference === reference);
  if (!order) throw new Error(`${reference} is not in the demo customer's history`);
  return order;
}

/** react-hot-toast's toasts are at most this wide, centred at the top of the page. */
const TOAST_MAX_WIDTH_PX = 350;

/**
 * The account menu's "Orders": the drawer, on its Active tab. On a phone the sign-in toast lies
 * over the header, and a pointer resting on it pauses it: there, wait for it to go before
 * reaching for the menu, as a customer would. Where the menu lies clear of any toast (1280 px),
 * there is nothing to wait for.
 */
export async function openOrders(page: Page) {
  const menu = page.getByTestId('account-menu');
  if (await toastMayCover(page, menu)) {
    await expect(page.getByRole('status').filter({ hasText: /^Welcome back/ })).toHaveCount(0, {
      timeout: 10_000,
    });
  }
  await menu.click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your orders' });
  await expect(drawer.getByRole('tab', { name: 'Active' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return drawer;
}

async function toastMayCover(page: Page, target: Locator): Promise<boolean> {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  if (viewport === null || box === null) return true;
  return box.x < (viewport.width + TOAST_MAX_WIDTH_PX) / 2;
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
    .getByRole('button', { name: vendorName, exact: true })
    .click();
  await expect(drawer.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  return drawer;
}
