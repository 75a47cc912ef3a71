/**
 * Issue 8, item 2: search in NG and KE. Results come as the customer types, in stores and dishes;
 * the text lives in the URL, so back, forward and reload restore it; an empty result suggests
 * tags. Every state passes axe. Hostile text in the box or the URL: hostile-search.spec.ts.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { COUNTRIES, expectNoSideways, startIn } from '../support/listing-checks';

const WORDS = {
  NG: { first: 'jollof', second: 'suya', dish: /jollof/i },
  KE: { first: 'pilau', second: 'choma', dish: /pilau/i },
} as const;

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search stores and dishes' });
const dishes = (page: Page) => page.getByRole('region', { name: 'Dishes' });

for (const { country, home, width } of COUNTRIES) {
  const words = WORDS[country];

  test(`${country}: typing searches, back/forward and reload restore it, at ${width} px`, async ({
    page,
  }) => {
    await startIn(page, country, home, width);
    await page.goto('/marketplace/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rice dishes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await box(page).pressSequentially(words.first, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`\\?q=${words.first}$`));
    await expect(dishes(page).getByTestId('dish-card').first()).toContainText(words.dish);
    await expect(dishes(page).first()).toContainText(country === 'NG' ? '₦' : 'KSh');
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);
    await box(page).press('Enter');

    await box(page).fill(words.second);
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${words.second}$`));
    await expect(page.getByRole('status').filter({ hasText: words.second })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?q=${words.first}$`));
    await expect(box(page)).toHaveValue(words.first);
    await expect(dishes(page).getByTestId('dish-card').first()).toContainText(words.dish);
    await page.goForward();
    await expect(box(page)).toHaveValue(words.second);
    await expect(page.getByRole('status').filter({ hasText: words.second })).toBeVisible();

    await page.reload();
    await expect(box(page)).toHaveValue(words.second);
    await expect(page.getByRole('status').filter({ hasText: words.second })).toBeVisible();

    await page
      .getByRole('region', { name: 'Stores' })
      .getByRole('button', { name: 'See all stores' })
      .click();
    await expect(
      page.getByRole('region', { name: 'Stores' }).getByTestId('vendor-card').first(),
    ).toBeVisible();
  });

  test(`${country}: an empty result says so and suggests tags that lead to their dishes`, async ({
    page,
  }) => {
    await startIn(page, country, home, width);
    await page.goto('/marketplace/search?q=zzqxv');
    await expect(page.getByText('Nothing matches “zzqxv”.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Rice dishes' }).click();
    await expect(page).toHaveURL(/\/marketplace\/search\/rice-dishes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rice dishes' })).toBeVisible();
    await expect(page).toHaveTitle(/Rice dishes/);
    await expect(page.getByTestId('dish-card').first()).toBeVisible();
    await expectNoSideways(page);
    await expectNoSeriousA11yViolations(page);
  });
}
