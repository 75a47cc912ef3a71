/**
 * Issue 13, item 5: a click on the cart button while the cart drawer is still loading is kept,
 * and the drawer opens when it arrives.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { holdExpose } from '../support/held-expose';

test('the cart opens when its drawer arrives, after a click made while it loaded', async ({
  page,
}) => {
  const drawer = await holdExpose(page, 'checkout', './cart-drawer', './cart-button');
  await page.goto('/stores');
  const button = page.getByTestId('cart-button');
  await expect(button).toBeVisible();
  await expect.poll(() => drawer.held()).toBeGreaterThan(0);

  await button.click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart).toHaveCount(0);

  drawer.release();
  await expect(cart).toBeVisible();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
});
