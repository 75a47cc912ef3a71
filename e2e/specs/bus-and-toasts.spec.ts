/**
 * Issue 2, items 9 and 10: an event raised inside one remote's parcel changes what the shell and
 * another remote show; any bundle's toast is shown by the shell, 3000 ms at the top with a 16 px
 * offset, identical ones grouped with a repeat count.
 */
import { expect, test } from '@playwright/test';
import { resetSandbox } from '../support/sandbox-control';
import {
  addToCart,
  cartCount,
  fillLoginModal,
  findSimpleProduct,
  openStore,
  signIn,
} from '../support/site-flows';

test.beforeEach(() => resetSandbox());

test('adding to cart in the storefront updates the checkout widget and raises a shell toast', async ({
  page,
}) => {
  const { vendor, product } = await findSimpleProduct();
  await page.goto('/stores');
  await signIn(page);
  await openStore(page, vendor);
  // The checkout remote syncs the customer's carts after login: count from where it settles.
  await page.waitForLoadState('networkidle');
  const before = Number(await cartCount(page).textContent());

  await addToCart(page, product);

  // The checkout remote's cart button, in the shell's header, counts the new item.
  await expect(cartCount(page)).toHaveText(String(before + 1));
  // The shell shows the toast the storefront's call raised.
  await expect(
    page.getByRole('status').filter({ hasText: /added to (your )?cart/i }),
  ).toBeVisible();
  // And the checkout remote's drawer lists it.
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText(product.name);
});

test('identical toasts are grouped into one with a repeat count', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/login'));
    await fillLoginModal(page, { email: 'demo@jara.test', password: `wrong-${attempt}` });
    expect((await answered).status()).toBe(422);
  }
  const toasts = page.locator('[role="alert"][aria-live="assertive"]');
  await expect(
    toasts.filter({ hasText: 'These credentials do not match our records. (×3)' }),
  ).toHaveCount(1);
  await expect(
    toasts.filter({ hasText: /^These credentials do not match our records\.$/ }),
  ).toHaveCount(0);
});

test('toasts sit at the top, 16 px from the edge, and leave after 3000 ms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await fillLoginModal(page, { email: 'demo@jara.test', password: 'wrong' });
  const toast = page
    .locator('[role="alert"][aria-live="assertive"]')
    .filter({ hasText: 'do not match' });
  await expect(toast).toBeVisible();
  const container = page.locator('[data-rht-toaster]');
  await expect(container).toHaveCSS('top', '16px');
  const box = await toast.boundingBox();
  expect(box!.y).toBeLessThan(120);
  await expect(toast).toBeHidden({ timeout: 5000 });
});
