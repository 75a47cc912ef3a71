/**
 * Issue 8, item 3: categories in NG and KE. A business type's page shows its tags and stores;
 * other words list the dishes matching them; category search finds a category or tag by name.
 * A hostile segment stays text. Every screen passes axe and fits its width.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  COUNTRIES,
  HOSTILE,
  expectNoInjection,
  expectNoSideways,
  startIn,
} from '../support/listing-checks';

const KEYWORDS = { NG: 'jollof-rice', KE: 'pilau-beef' } as const;

for (const { country, home, width } of COUNTRIES) {
  test(`${country}: category search, a business type, and keywords at ${width} px`, async ({
    page,
  }) => {
    await startIn(page, country, home, width);
    await page.goto('/marketplace/category/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Category search' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a category or tag' }).fill('rest');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Restaurants' }).click();

    await expect(page).toHaveURL(/\/marketplace\/category\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Grills', exact: true })).toBeVisible();
    const stores = page.getByRole('region', { name: 'Stores' });
    await expect(stores.getByTestId('vendor-card').first()).toBeVisible();
    await expect(stores.getByTestId('vendor-card').first()).toContainText(
      country === 'NG' ? '₦' : 'KSh',
    );
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/stores/meals/${KEYWORDS[country]}`);
    const title = KEYWORDS[country].replace('-', ' ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      title.charAt(0).toUpperCase() + title.slice(1),
    );
    await expect(page.getByTestId('dish-card').first()).toBeVisible();
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('hostile tag and keywords segments stay text', async ({ page }) => {
  await startIn(page, 'NG', '/', 390);
  for (const path of ['/marketplace/search/', '/marketplace/category/', '/stores/meals/']) {
    await page.goto(`${path}${encodeURIComponent(HOSTILE)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoInjection(page);
  }
});
