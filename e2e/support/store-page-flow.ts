/**
 * What a customer checks on a store page, in either country: reviews, the sticky category
 * index, the menu search, the delivery estimate to a chosen area, and no serious accessibility
 * violation.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { openStore } from './site-flows';
import type { StoreData } from './store-page-data';

async function chooseArea(page: Page, area: string) {
  await page.getByTestId('location-button').click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await picker.getByLabel(/^Search for your area/).fill(area);
  await picker
    .getByRole('button', { name: new RegExp(area) })
    .first()
    .click();
  await expect(picker).toBeHidden();
}

export async function checkStorePage(page: Page, { vendor, area, lastCategory, dish }: StoreData) {
  const money = vendor.currency === 'KES' ? /KSh \d/ : /₦\d/;
  await openStore(page, vendor);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Review by / }).first()).toBeVisible();
  await expect(page.getByTestId('delivery-panel')).toContainText('Set your delivery location');
  await expect(page.locator('body')).not.toContainText('KES');

  const index = page.getByRole('navigation', { name: 'Menu categories' });
  await index.getByRole('button', { name: lastCategory.name, exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: lastCategory.name, exact: true });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(index.getByRole('button', { name: lastCategory.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const search = page.getByRole('searchbox', { name: 'Search this menu' });
  await search.fill(dish.name);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText(dish.name);
  await expect(page.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
  await search.fill('zzz no such dish');
  await expect(page.getByText('Nothing on this menu matches “zzz no such dish”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(index).toBeVisible();

  await chooseArea(page, area.name);
  const panel = page.getByTestId('delivery-panel');
  await expect(panel).toContainText(`Delivery to ${area.name}:`);
  await expect(panel).toContainText(/\d+–\d+ min/);
  await expect(panel).toContainText(money);
  await expectNoSeriousA11yViolations(page);
}
