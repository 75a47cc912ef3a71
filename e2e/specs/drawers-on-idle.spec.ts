/**
 * Issue 14, target 5: the order-tracking drawer is a modal nobody sees until it is asked for. Its
 * remote's files load once the page has shown its content and is idle, not beside the page's own
 * files; a request to open it before then brings it at once.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { E2E_ORIGINS } from '../support/e2e-stack';
import { liveApp } from '../support/live-app';
import { openOrders } from '../support/orders-flow';

/** Holds the marketplace's homepage answer, so /stores has not shown its content yet. */
async function holdMarketplace(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/marketplace\/homepage/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every file the page asks of the orders remote, which only the order-tracking drawer needs here. */
function ordersFiles(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_ORIGINS.remotes.orders)) urls.push(request.url());
  });
  return () => urls.map((url) => new URL(url).pathname);
}

test('order tracking loads after the page has shown its content, not with it', async ({ page }) => {
  const release = await holdMarketplace(page);
  const orders = ordersFiles(page);
  await page.goto('/stores');
  // The cart button, a header widget, loads once the page parcel has drawn: order tracking did not.
  // /stores is prerendered: with its answer held the live page is not ready, so it draws hidden.
  await expect(liveApp(page).getByTestId('cart-button')).toBeAttached();
  expect(orders()).toEqual([]);

  release();
  await expect(page.getByRole('region', { name: 'Hidden gems' })).toBeVisible();
  await expect
    .poll(() => orders().some((file) => file.includes('order_tracking_drawer')))
    .toBe(true);
});

test('asking for order tracking before the page is idle brings it at once', async ({ page }) => {
  await signInDemo(page);
  const release = await holdMarketplace(page);
  await page.goto('/stores');
  const drawer = await openOrders(page);
  await expect(drawer).toBeVisible();
  // The page itself is still waiting for its content.
  await expect(page.getByRole('region', { name: 'Hidden gems' })).toHaveCount(0);
  release();
});
