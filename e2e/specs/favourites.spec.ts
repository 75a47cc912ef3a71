/**
 * Issue 8, item 6: the favourite round trip. A visitor taps a store's heart, is asked to sign in,
 * and the store is saved after; it shows on the favourites screen and on the store page, and
 * taking the heart off there takes it off the list. Every screen passes axe at 390 and 1280 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { Curation } from '@jara/contracts/entities';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { E2E_URLS } from '../support/e2e-stack';
import { fillLoginModal } from '../support/site-flows';

/**
 * The server's answer to a heart tapped on the page: the heart turns at once, and a page load
 * before the call is answered would cancel it.
 */
const favouriteAnswered = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      response.url().includes('/marketplace/vendors/favourites/'),
  );

/** The first store the curations feature: its card is on the stores-in-curations screen once. */
async function featuredStoreName(): Promise<string> {
  const response = await fetch(`${E2E_URLS.api}/marketplace/curations`, {
    headers: { location: 'NG', accept: 'application/json' },
  });
  const curations = ((await response.json()) as { data: Curation[] }).data;
  return curations[0]!.products[0]!.vendor.business_name;
}

for (const width of [390, 1280]) {
  test(`a visitor saves a store after signing in, and takes it off again, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const store = await featuredStoreName();

    await page.goto('/marketplace/stores/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourite stores' })).toBeVisible();
    await expect(page.getByText('Sign in to keep the stores you love in one place.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/marketplace/stores/curations');
    const save = page.getByRole('button', { name: `Save ${store} to favourites` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByRole('dialog')).toContainText(
      `Sign in to save ${store} to your favourites`,
    );
    const saved = favouriteAnswered(page, 'POST');
    await fillLoginModal(page);
    const remove = page.getByRole('button', { name: `Remove ${store} from favourites` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);

    await page.goto('/marketplace/stores/favourites');
    const card = page.getByTestId('vendor-card').filter({ hasText: store });
    await expect(card).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: store })).toBeVisible();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/marketplace/stores/favourites');
    const removed = favouriteAnswered(page, 'DELETE');
    await page.getByRole('button', { name: `Remove ${store} from favourites` }).click();
    await expect(card).toHaveCount(0);
    expect((await removed).ok()).toBe(true);
    await expect(page.getByText(/No favourites yet/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the marketplace' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(/No favourites yet/)).toBeVisible();
  });
}
