/**
 * Issue 8 item 1 and 9: the store list, its filters in the URL, infinite scroll, and, once a
 * location is chosen, the stores that deliver there first with the others marked; NG and KE,
 * 1280 and 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { shopIn } from '../support/listing-checks';

const cards = (page: Page) => page.getByTestId('vendor-card');
const typeChip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Store type' }).getByRole('button', { name });

async function chooseLekki(page: Page) {
  await page.getByTestId('location-button').click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await picker.getByLabel(/^Search for your area/).fill('Lekki');
  await picker.getByRole('button', { name: /Lekki Phase 1/ }).click();
  await expect(picker).toBeHidden();
}

test('the store list filters, sorts and scrolls through the URL, and puts who delivers first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toContainText('₦');
  await expectNoSeriousA11yViolations(page);

  // Pages of 12 arrive as the end of the list comes into view, until all 25 Nigerian stores.
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(12);
  await page.mouse.wheel(0, 20000);
  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Show more stores' })).toHaveCount(0);

  // Filters live in the URL: reload and back keep them.
  await typeChip(page, 'Groceries').click();
  await expect(page).toHaveURL(/\/store\?type=groceries$/);
  await page.getByRole('button', { name: 'Open now' }).click();
  await page.getByLabel('Sort by').selectOption('delivery_fee');
  await expect(page).toHaveURL(/\?type=groceries&open=1&sort=delivery_fee$/);
  await page.reload();
  await expect(typeChip(page, 'Groceries')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Sort by')).toHaveValue('delivery_fee');
  await page.goBack();
  await expect(page).toHaveURL(/\?type=groceries&open=1$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('');

  // Distance is offered once a location is chosen; the stores that deliver there come first.
  await page.goto('/store');
  await expect(page.getByRole('option', { name: 'Nearest to you' })).toHaveCount(0);
  await chooseLekki(page);
  await expect(page.getByText('Stores that deliver to Lekki Phase 1 come first.')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('distance');
  await expect(cards(page).first()).not.toContainText('Doesn’t deliver');
  await page.mouse.wheel(0, 20000);
  await expect(cards(page).last()).toContainText('Doesn’t deliver to Lekki Phase 1');
  const marked = await cards(page).evaluateAll((all) =>
    all.map((card) => card.textContent?.includes('Doesn’t deliver') ?? false),
  );
  expect(marked).toEqual([...marked].sort((a, b) => Number(a) - Number(b)));

  // Kenya, on a phone: its own stores in shillings, and nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await shopIn(page, 'KE');
  await page.goto('/store');
  await expect(cards(page).first()).toContainText('KSh');
  await expect(cards(page).first()).not.toContainText('₦');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // One currency style: the offers on the marketplace home write shillings as the prices do.
  await page.goto('/stores');
  await expect(page.getByText(/Free delivery on orders over KSh/).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('KES');
});
