/**
 * Issue 7, item 4: server data lives in one QueryClient for the whole page, so what one bundle
 * fetches or invalidates is current in every other.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { gotoLive } from '../support/live-app';
import { addToCart, findSimpleProduct, openStore } from '../support/site-flows';

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

/** How many copies of a shared module the page loaded, and which bundle provided them. */
function loadedCopies(page: Page, key: string) {
  return page.evaluate((name) => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const copies: { version: string; from: string; loaded: boolean }[] = [];
    for (const scopes of Object.values(share)) {
      for (const libraries of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(libraries[name] ?? {})) {
          copies.push({ version, from: entry.from, loaded: Boolean(entry.loaded) });
        }
      }
    }
    return copies;
  }, key);
}

/** The keys of every query in the page's one client, the one on the global key. */
function cachedKeys(page: Page) {
  return page.evaluate(() => {
    const client = (
      window as unknown as {
        __JARA_QUERY_CLIENT__?: {
          getQueryCache(): { findAll(): { queryKey: unknown[] }[] };
        };
      }
    ).__JARA_QUERY_CLIENT__;
    return client
      ? client
          .getQueryCache()
          .findAll()
          .map((query) => query.queryKey)
      : null;
  });
}

const activeOrderRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/marketplace/orders/active')) {
      seen.push(request.url());
    }
  });
  return seen;
};

async function openOrderTracking(page: Page) {
  await page.getByTestId('notification-indicator').click();
  await page.getByRole('button', { name: 'Track my orders' }).click();
  return page.getByRole('dialog', { name: 'Your orders' });
}

async function chooseDeliveryArea(page: Page) {
  await page.getByTestId('location-button').click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await picker.getByLabel(/^Search for your area/).fill('Lekki');
  await picker.getByRole('button', { name: /Lekki/ }).first().click();
  await expect(picker).toBeHidden();
}

test('the page has one QueryClient: one copy of the library, and every bundle caches in it', async ({
  page,
}) => {
  const { vendor } = await findSimpleProduct();
  await signInDemo(page);
  await openStore(page, vendor);
  const tracking = await openOrderTracking(page);
  await expect(tracking.getByRole('status')).toHaveCount(0);

  for (const key of [
    '@tanstack/react-query',
    '@jara/query/query-client',
    '@jara/query/query-provider',
  ]) {
    const copies = await loadedCopies(page, key);
    expect(copies, key).toHaveLength(1);
    expect(copies[0], key).toMatchObject({ from: 'shell', loaded: true });
  }

  // The storefront's store page and the orders remote's drawer cached into the global client.
  const keys = JSON.stringify(await cachedKeys(page));
  expect(keys).toContain(JSON.stringify(['marketplace', 'store', vendor.slug]));
  expect(keys).toContain(JSON.stringify(['orders', 'active']));
});

test('placing an order in the checkout makes the orders remote read its active orders again', async ({
  page,
}) => {
  const { vendor, product } = await findSimpleProduct();
  const requests = activeOrderRequests(page);
  await signInDemo(page);
  await gotoLive(page, '/stores');
  await chooseDeliveryArea(page);
  await openStore(page, vendor);

  // The orders remote reads the active orders once; they are fresh for the next 30 s, so only
  // an invalidation makes it ask again within this test.
  const tracking = await openOrderTracking(page);
  await expect(tracking.getByRole('status')).toHaveCount(0);
  const before = await tracking.getByTestId('active-order').count();
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden();
  expect(requests).toHaveLength(1);

  await addToCart(page, product);
  await page.getByTestId('cart-button').click();
  const cart = page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('region', { name: vendor.business_name });
  // The demo customer's seeded cart may hold an item that went out of stock.
  const clear = cart.getByRole('button', { name: 'Remove unavailable items' });
  if (await clear.isVisible()) await clear.click();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  // Card, the first method, goes to the payment page; the wallet places the order at once.
  await page.getByRole('radio', { name: 'Wallet' }).check();
  const place = page.getByRole('button', { name: /Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();

  // order:placed opens the drawer; the checkout's invalidation is what makes it read again.
  await expect(tracking.getByTestId('active-order')).toHaveCount(before + 1);
  await expect.poll(() => requests.length).toBe(2);
});
