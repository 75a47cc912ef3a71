/**
 * Issue 8 item 7: "Food delivery in {Area}", the stores that serve it, in NG (1280 px) and KE
 * (390 px); an unknown area says so in the 404 layout and leads to every store.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { shopIn } from '../support/listing-checks';

/** The location page has no short alias (spec 2): it lives in the web app area. */
const areaPage = (name: string) => pathTo('location', { params: { name } });

test('a location page lists the stores serving its area, and an unknown area says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(areaPage('lekki-phase-1'));
  await expect(
    page.getByRole('heading', { name: 'Food delivery in Lekki Phase 1', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Food delivery in Lekki Phase 1/);
  await expect(page.getByTestId('vendor-card').first()).toContainText('₦');
  await expect(page.getByText('Lekki Grill House')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(areaPage('old-atlantis'));
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We could not find that area' })).toBeVisible();
  await expect(page.getByText(/no delivery area called “old atlantis”/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See all stores' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await shopIn(page, 'KE');
  await page.goto(areaPage('westlands'));
  await expect(
    page.getByRole('heading', { name: 'Food delivery in Westlands', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('vendor-card').first()).toContainText('KSh');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
