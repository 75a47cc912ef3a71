/**
 * Issue 8, item 4: curations in NG and KE. A customer opens the active curations, one curation
 * (titled by it), and puts one of its products in that product's own store's cart; the stores
 * the curations feature have their own list. Every screen passes axe and fits 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import type { Curation, CurationProduct } from '@jara/contracts/entities';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { DEMO_LOGIN, E2E_URLS } from '../support/e2e-stack';
import { advanceSandboxClock } from '../support/sandbox-control';
import { cartCount } from '../support/site-flows';
import { shopIn } from '../support/listing-checks';

const COUNTRIES = [
  { country: 'NG', home: '/', login: DEMO_LOGIN, width: 390 },
  {
    country: 'KE',
    home: '/ke',
    login: { email: 'wanjiku@jara.test', password: 'Password123!' },
    width: 1280,
  },
] as const;

const HOUR_MS = 3_600_000;

/**
 * A curation with a product that one click adds: available, no add-ons, its store open. Stores
 * keep working hours, so the sandbox's clock moves on by the hour until one is open.
 */
async function pickCuration(
  country: string,
): Promise<{ curation: Curation; product: CurationProduct }> {
  for (let hour = 0; hour < 24; hour += 1) {
    const response = await fetch(`${E2E_URLS.api}/marketplace/curations`, {
      headers: { location: country, accept: 'application/json' },
    });
    const curations = ((await response.json()) as { data: Curation[] }).data;
    for (const curation of curations) {
      const product = curation.products.find(
        (item) => item.is_available && item.addon_groups.length === 0 && item.vendor.is_open,
      );
      if (product) return { curation, product };
    }
    await advanceSandboxClock(HOUR_MS);
  }
  throw new Error(`no ${country} curation has a product one click adds, at any hour`);
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { country, home, login, width } of COUNTRIES) {
  test(`${country}: curations, one curation, and a product into its store's cart at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const { curation, product } = await pickCuration(country);
    await signInDemo(page, login);
    await shopIn(page, country, home);
    await expect(page.getByTestId('account-menu')).toBeVisible();

    await page.goto('/marketplace/curations');
    await expect(page.getByRole('heading', { level: 1, name: 'Curations' })).toBeVisible();
    await expect(page.getByTestId('curation-card').first()).toBeVisible();
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: new RegExp(curation.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/marketplace/curations/${curation.uuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: curation.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(curation.title));
    const card = page.getByRole('article', {
      name: `${product.name}, ${product.vendor.business_name}`,
    });
    await expect(card.getByRole('link', { name: product.vendor.business_name })).toBeVisible();
    await expect(card).toContainText(country === 'NG' ? '₦' : 'KSh');
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);

    const before = Number((await cartCount(page).textContent()) ?? '0');
    const added = page.waitForResponse(
      (response) =>
        response.url().endsWith('/marketplace/cart/items') &&
        response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    const body = (await (await added).json()) as { data: { vendor: string } };
    expect(body.data.vendor).toBe(product.vendor.uuid);
    await expect(cartCount(page)).toHaveText(String(before + 1));

    await page.goto('/marketplace/stores/curations');
    await expect(page.getByRole('heading', { level: 1, name: 'Store curations' })).toBeVisible();
    await expect(
      page.getByTestId('vendor-card').filter({ hasText: product.vendor.business_name }),
    ).toHaveCount(1);
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('an unknown curation says so in the 404 layout, without its id', async ({ page }) => {
  await page.goto('/marketplace/curations/00000000-0000-4000-8000-000000000000');
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This curation is not available' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('00000000-0000');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See all curations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Curations' })).toBeVisible();
});
