/**
 * Issue 39, item 4: a customer's referral link, opened by a friend on their own device, creates
 * the friend's account with the invitation explained; once the friend's first order is paid, the
 * referrer's page counts the friend as joined and the reward as earned. The rest (unknown and
 * hostile codes, once per friend, two payments at once) is proved in jest and the sandbox's tests.
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Cart, PlacedOrder } from '@jara/contracts/entities';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { customerCall } from '../support/customer-api';
import { test } from '../support/e2e-test';
import { topUpWallet } from '../support/hosted-payment';
import { rewardsSection, waitForSections } from '../support/rewards-flow';
import { findSimpleProduct } from '../support/site-flows';
import { markTourSeen } from '../support/tour-seen';

test("a friend joins with a customer's link, and their first paid order earns the customer", async ({
  page,
  browser,
  customer,
}) => {
  await page.goto(pathTo('referral'));
  await waitForSections(page);
  const invite = rewardsSection(page, 'Invite friends');
  await expect(invite.getByText('No friends have joined with your link yet.')).toBeVisible();
  const link = (await invite.getByText(/\/signup\?ref=/).textContent()) ?? '';

  const friendContext = await browser.newContext({ reducedMotion: 'reduce' });
  await markTourSeen(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(link);
  const referrer = customer.customer.name.split(' ')[0] ?? '';
  await expect(
    friend.getByRole('heading', { level: 1, name: `${referrer} invited you to Jara` }),
  ).toBeVisible();
  await expect(friend.getByText(/you both get ₦1,500 in your Jara wallets/)).toBeVisible();
  await expectNoSeriousA11yViolations(friend);

  const login = {
    email: `friend-${randomUUID().slice(0, 12)}@jara.test`,
    password: 'Friend-2026!',
  };
  const form = friend.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Full name').fill('Funmi Adebayo');
  await form.getByLabel('Email').fill(login.email);
  await form.getByLabel('Phone number').fill('+2348091112233');
  await form.getByLabel('Password').fill(login.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    friend.getByRole('status').filter({ hasText: 'Welcome to Jara, Funmi! You are signed in.' }),
  ).toBeVisible();
  // The lead layout has no account menu: the marketplace, one tap on, shows the friend signed in.
  await friend.getByRole('link', { name: 'Start shopping' }).click();
  await expect(friend.getByTestId('account-menu')).toBeVisible();
  await friendContext.close();

  const { access_token: token } = await customerCall<{ access_token: string }>(
    null,
    'POST',
    '/login',
    login,
  );
  await topUpWallet(token, 50_000);
  // The friend's first order: a pickup of one simple dish, enough of it for the store's minimum.
  const { vendor, product } = await findSimpleProduct();
  const cart = await customerCall<Cart>(token, 'POST', '/marketplace/cart/items', {
    vendor_id: vendor.uuid,
    cart_id: null,
    product_uuid: product.uuid,
    quantity: Math.max(1, Math.ceil(vendor.minimum_order / product.price)),
  });
  await customerCall<PlacedOrder>(token, 'POST', '/marketplace/orders', {
    cart_id: cart.uuid,
    delivery_type: 'pickup',
    customer_address: vendor.address,
    latitude: vendor.latitude ?? 6.45,
    longitude: vendor.longitude ?? 3.4,
    payment_method: 'wallet',
    idempotency_key: randomUUID(),
  });

  await page.reload();
  await waitForSections(page);
  await expect(invite.getByTestId('referral-invited')).toHaveText('1');
  await expect(invite.getByTestId('referral-joined')).toHaveText('1');
  await expect(invite.getByTestId('referral-earned')).toHaveText('₦1,500');
  await expectNoSeriousA11yViolations(page);
});
