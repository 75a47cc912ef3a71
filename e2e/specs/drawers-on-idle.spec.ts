/**
 * Issue 14, target 5: the cart and order-tracking drawers are modals nobody sees until asked for.
 * Their remotes' files load once the page has shown its content and is idle, not beside the
 * page's own files; a request to open one before then brings it at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { cartDrawer, openCartDrawer } from '../support/cart-flow';
import { E2E_ORIGINS } from '../support/e2e-stack';

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

test('the drawers load after the page has shown its content, not with it', async ({ page }) => {
  const release = await holdMarketplace(page);
  const orders = ordersFiles(page);
  await page.goto('/stores');
  // The cart button, a header widget, loads once the page parcel has drawn: the drawers did not.
  await expect(page.getByTestId('cart-button')).toBeVisible();
  expect(orders()).toEqual([]);
  await expect(cartDrawer(page)).toHaveCount(0);

  release();
  await expect(page.getByRole('region', { name: 'Hidden gems' })).toBeVisible();
  await expect
    .poll(() => orders().some((file) => file.includes('order_tracking_drawer')))
    .toBe(true);
  const drawer = await openCartDrawer(page);
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
});

test('a tap on the cart before the page is idle brings its drawer at once', async ({ page }) => {
  const release = await holdMarketplace(page);
  await page.goto('/stores');
  const drawer = await openCartDrawer(page);
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  // The page itself is still waiting for its content.
  await expect(page.getByRole('region', { name: 'Hidden gems' })).toHaveCount(0);
  release();
});
