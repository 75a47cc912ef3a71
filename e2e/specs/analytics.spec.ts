/**
 * Issue 4, item 7: posthog-js configured from runtime config sends, to the sandbox's sink, a page
 * view for every navigation across bundles, an identify on login and registration, a reset on
 * logout (later events are anonymous again), and the cart-emptied event of spec section 4.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readAnalyticsEvents } from '../support/analytics-sink';
import { waitForLiveApp } from '../support/live-app';
import {
  addToCart,
  cartCount,
  findSimpleProduct,
  lookLikeAPerson,
  openStore,
  PERSON_USER_AGENT,
  signIn,
} from '../support/site-flows';

interface SinkEvent {
  event: string;
  distinct_id: string;
  properties?: Record<string, unknown>;
  /** The person properties the event set. */
  $set?: Record<string, unknown>;
}

test.use({ userAgent: PERSON_USER_AGENT });

test.beforeEach(async ({ page }) => {
  await lookLikeAPerson(page);
});

const pathsViewed = async () =>
  (await readAnalyticsEvents<SinkEvent>({ event: '$pageview' })).map(
    (event) => event.properties?.$pathname,
  );

test('page views for every navigation across bundles, identify on login, anonymous after logout', async ({
  page,
}) => {
  await page.goto('/');
  await waitForLiveApp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/food$/);
  await nav.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  await expect
    .poll(pathsViewed, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['/', '/food', '/stores']));

  await signIn(page);
  await expect
    .poll(
      async () =>
        (await readAnalyticsEvents<SinkEvent>({ event: '$identify' })).map(
          (event) => event.distinct_id,
        ),
      {
        timeout: 20_000,
      },
    )
    .toContain('1');

  await page.getByTestId('account-menu').click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await reloaded;
  await expect
    .poll(
      async () => {
        const views = await readAnalyticsEvents<SinkEvent>({ event: '$pageview' });
        return views.at(-1)?.distinct_id;
      },
      { timeout: 20_000 },
    )
    .not.toBe('1');
});

test('registration identifies the new customer, with their details as person properties', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  const email = `e2e-analytics-${Date.now()}@jara.test`;
  await dialog.getByLabel(/^Full name/).fill('Wanjiru Njoroge');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Phone number/).fill('+254712345678');
  await dialog.getByLabel(/^Password/).fill('Password123!');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Wanjiru');
  const customerId = await page.evaluate(() =>
    String(
      (
        JSON.parse(localStorage.getItem('jara.session') ?? '{}') as {
          state?: { customerId?: number };
        }
      ).state?.customerId,
    ),
  );

  await expect
    .poll(
      async () =>
        (await readAnalyticsEvents<SinkEvent>({ event: '$identify' })).find(
          (event) => event.distinct_id === customerId,
        )?.$set,
      { timeout: 20_000 },
    )
    .toMatchObject({ name: 'Wanjiru Njoroge', email });
});

test('an emptied cart is tracked', async ({ page, customer: _signedIn }) => {
  const { vendor, product } = await findSimpleProduct();
  await openStore(page, vendor);
  await addToCart(page, product);
  await expect(cartCount(page)).toHaveText('1');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer
    .getByRole('region', { name: vendor.business_name })
    .getByRole('button', { name: `Remove ${product.name}` })
    .click();
  await expect(cartCount(page)).toHaveText('0');
  await expect
    .poll(async () => (await readAnalyticsEvents<SinkEvent>({ event: 'cart emptied' })).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
});
