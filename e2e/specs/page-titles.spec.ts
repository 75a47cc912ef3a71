/**
 * Issue 7, item 2: every route names itself. Each kind of built route (a shell page, a /ke
 * page, the marketplace, a store) gets its title and description from the site map, a store
 * page its vendor's name from the storefront, and /ke pages and their twins carry hreflang
 * alternates and a canonical link.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { E2E_ORIGINS } from '../support/e2e-stack';
import { waitForLiveApp } from '../support/live-app';
import { findSimpleProduct } from '../support/site-flows';

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');
const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test('a shell page and its Kenyan twin name themselves and point at each other', async ({
  page,
}) => {
  const origin = E2E_ORIGINS.shell;
  const twins = [
    ['en-NG', `${origin}/gifting`],
    ['en-KE', `${origin}/ke/gifting`],
    ['x-default', `${origin}/gifting`],
  ];
  // The live app's own head: a prerendered document names the origin it was published for.
  await page.goto('/gifting');
  await waitForLiveApp(page);
  await expect(page).toHaveTitle('Gifting · Jara');
  expect(await description(page)).toMatch(/^Food hampers, cakes and treats/);
  expect(await alternates(page)).toEqual(twins);
  expect(await canonical(page)).toBe(`${origin}/gifting`);

  await page.goto('/ke/gifting');
  await waitForLiveApp(page);
  await expect(page).toHaveTitle('Gifting · Jara');
  expect(await alternates(page)).toEqual(twins);
  expect(await canonical(page)).toBe(`${origin}/ke/gifting`);
});

test('the marketplace and a store are named, the store by its vendor', async ({ page }) => {
  const origin = E2E_ORIGINS.shell;
  await page.goto('/stores');
  await waitForLiveApp(page);
  await expect(page).toHaveTitle('Marketplace · Jara');
  expect(await description(page)).toMatch(/^Browse restaurants, bukas/);
  expect(await alternates(page)).toEqual([]);
  expect(await canonical(page)).toBe(`${origin}/stores`);

  const { vendor } = await findSimpleProduct();
  await page.goto(`/stores/${vendor.slug}`);
  await waitForLiveApp(page);
  await expect(page).toHaveTitle(`${vendor.business_name} · Jara`);
  expect(await description(page)).toMatch(/menu, prices, opening hours/);
  expect(await canonical(page)).toBe(`${origin}/stores/${vendor.slug}`);
});

test('moving between pages renames the document each time', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Food, laundry and cleaning · Jara');
  await waitForLiveApp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveTitle('Food delivery · Jara');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Jara');
});
