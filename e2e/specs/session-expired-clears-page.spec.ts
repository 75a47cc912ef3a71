/**
 * Issue 13 case 1: when the server ends the session of an open page, the last customer's cart
 * leaves the page at once (button and drawer), the page says "Your session has ended" with a way
 * back in, and signing in again brings their server-side cart back.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import type { Cart } from '@jara/contracts/entities';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { customerCall, demoToken } from '../support/customer-api';
import { DEMO_LOGIN, E2E_URLS } from '../support/e2e-stack';
import { lastPasscode } from '../support/sandbox-control';
import { addToCart, fillLoginModal, findSimpleProduct, openStore } from '../support/site-flows';

/** The demo customer starts with no items in any cart, so the page's count is theirs alone. */
async function emptyDemoCarts() {
  const token = await demoToken();
  const carts = await customerCall<Cart[]>(token, 'GET', '/marketplace/cart');
  for (const cart of carts) {
    const itemIds = cart.items.map((item) => item.uuid);
    if (itemIds.length > 0)
      await customerCall(token, 'POST', `/marketplace/cart/${cart.uuid}/items/delete`, {
        item_ids: itemIds,
      });
  }
}

/** A password reset revokes every token of the customer: the page's token is now unknown. */
async function revokeDemoTokens() {
  const post = (path: string, body: unknown) =>
    fetch(`${E2E_URLS.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', location: 'NG' },
      body: JSON.stringify(body),
    });
  await post('/password/createpasscode', { email: DEMO_LOGIN.email });
  const { passcode } = await lastPasscode(DEMO_LOGIN.email);
  const reset = await post('/password/reset', { ...DEMO_LOGIN, passcode });
  expect(reset.ok).toBe(true);
}

const cartButton = (page: Page) => page.getByTestId('cart-button');
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });
const sessionEnded = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Your session has ended' });

test.beforeEach(async () => {
  await emptyDemoCarts();
});

test('a session the server ended leaves nothing of the customer on the page; signing in brings the cart back', async ({
  page,
}) => {
  const { vendor, product } = await findSimpleProduct();
  await signInDemo(page);
  await openStore(page, vendor);
  await addToCart(page, product);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await addToCart(page, product);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

  // Any call the page makes from now on answers 401: opening the wallet is one, and a call the
  // page makes by itself (a drawer reading the carts, a poll) may come first. The page is only
  // waited on for what it shows: which call is refused first is a race.
  await revokeDemoTokens();
  await page
    .getByRole('navigation', { name: 'Marketplace' })
    .getByRole('link', { name: 'Wallet' })
    .click();

  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  await expect(sessionEnded(page)).toBeVisible();
  await expect(sessionEnded(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The wallet screen asks for a sign-in by itself; put it away to look at the cart.
  const modal = page.getByRole('dialog', { name: /^Sign in to/ });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await cartButton(page).click();
  await expect(cartDrawer(page)).toContainText('Your cart is empty.');
  await expect(cartDrawer(page)).not.toContainText(product.name);
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();

  await sessionEnded(page).getByRole('button', { name: 'Sign in' }).click();
  await fillLoginModal(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(sessionEnded(page)).toHaveCount(0);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
  await cartButton(page).click();
  await expect(cartDrawer(page)).toContainText(product.name);
});
