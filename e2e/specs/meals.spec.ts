/**
 * Issue 8, item 3: meals in NG and KE. Dishes across stores, grouped by store; a dish with
 * add-ons opens its store's add-on picker and goes into that store's cart.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import type { Product, Vendor } from '@jara/contracts/entities';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { E2E_URLS } from '../support/e2e-stack';
import { COUNTRIES, expectNoSideways, startIn } from '../support/listing-checks';
import { advanceSandboxClock } from '../support/sandbox-control';
import { cartCount, settledCartCount } from '../support/site-flows';

async function api<T>(path: string, country: string): Promise<T> {
  const response = await fetch(`${E2E_URLS.api}${path}`, {
    headers: { location: country, accept: 'application/json' },
  });
  return ((await response.json()) as { data: T }).data;
}

const PAGES_TO_SCAN = 3;

const HOUR_MS = 3_600_000;

/** A dish with add-ons whose store is open, and the page of the meals list it is on. */
async function findDish(country: string) {
  for (let page = 1; page <= PAGES_TO_SCAN; page += 1) {
    const { items } = await api<{ items: Product[] }>(
      `/marketplace/search/products?per_page=12&page=${page}`,
      country,
    );
    for (const product of items) {
      if (!product.is_available || product.addon_groups.length === 0) continue;
      const vendor = await api<Vendor>(`/marketplace/vendors/${product.vendor_uuid}`, country);
      if (vendor.is_open) return { product, vendor, page };
    }
  }
  return null;
}

/** Stores keep hours: at night the sandbox clock moves on until one of them opens. */
async function pickDish(country: string) {
  for (let hours = 0; hours < 24; hours += 3) {
    const found = await findDish(country);
    if (found) return found;
    await advanceSandboxClock(3 * HOUR_MS);
  }
  throw new Error(`no ${country} meal of the first pages has add-ons and an open store`);
}

for (const { country, home, width, login } of COUNTRIES) {
  test(`${country}: a dish from the meals list goes into its store's cart through the picker at ${width} px`, async ({
    page,
  }) => {
    const { product, vendor, page: listPage } = await pickDish(country);
    await signInDemo(page, login);
    await startIn(page, country, home, width);
    await expect(page.getByTestId('account-menu')).toBeVisible();

    await page.goto('/stores/meals');
    await expect(page.getByRole('heading', { level: 1, name: 'Meals' })).toBeVisible();
    for (let shown = 1; shown < listPage; shown += 1) {
      await page.getByRole('button', { name: 'Show more dishes' }).click();
    }
    const store = page.getByRole('region', { name: `From ${vendor.business_name}` });
    await expect(store.getByRole('link', { name: vendor.business_name })).toBeVisible();
    await expect(store).toContainText(country === 'NG' ? '₦' : 'KSh');
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);

    const before = await settledCartCount(page);
    await store.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    const picker = page.getByRole('dialog', { name: product.name });
    await expect(picker).toBeVisible();
    for (const group of product.addon_groups) {
      for (const addon of group.addons.slice(0, group.min)) {
        await picker
          .getByRole(group.max === 1 ? 'radio' : 'checkbox', { name: addon.name })
          .check();
      }
    }
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    const added = page.waitForResponse(
      (response) =>
        response.url().endsWith('/marketplace/cart/items') &&
        response.request().method() === 'POST',
    );
    await picker.getByRole('button', { name: /^Add to cart/ }).click();
    const body = (await (await added).json()) as { data: { vendor: string } };
    expect(body.data.vendor).toBe(vendor.uuid);
    await expect(picker).toBeHidden();
    await expect(cartCount(page)).toHaveText(String(before + 1));
  });
}
