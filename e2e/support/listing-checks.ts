/** Checks the search, category and meals specs share: the country's start, layout, hostile text. */
import { expect, type Page } from '@playwright/test';
import { gotoLive, liveApp } from './live-app';

export const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>';

export interface CountryRun {
  country: 'NG' | 'KE';
  home: string;
  width: number;
  /** Who signs in; the demo customer when absent. */
  login: { email: string; password: string } | undefined;
}

export const COUNTRIES: readonly CountryRun[] = [
  { country: 'NG', home: '/', width: 390, login: undefined },
  {
    country: 'KE',
    home: '/ke',
    width: 1280,
    login: { email: 'wanjiku@jara.test', password: 'Password123!' },
  },
];

/**
 * Makes `country` where the customer shops, as a customer does. Reading a country's pages is not
 * choosing it (issue 37): after the Kenyan home the marketplace asks "Shop in Kenya?" and the
 * customer says yes.
 */
export async function shopIn(
  page: Page,
  country: 'NG' | 'KE',
  home = country === 'KE' ? '/ke' : '/',
) {
  await page.goto(home);
  await expect(liveApp(page).getByTestId('country-switch')).toHaveValue(country);
  if (country === 'NG') return;
  await gotoLive(page, '/stores');
  await page
    .getByRole('region', { name: 'Shop in Kenya?' })
    .getByRole('button', { name: 'Yes, shop in Kenya' })
    .click();
  await expect(page.getByRole('region', { name: 'Shop in Kenya?' })).toHaveCount(0);
}

/** Opens the country's home and makes it where the customer shops (location header, data). */
export async function startIn(page: Page, country: 'NG' | 'KE', home: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await shopIn(page, country, home);
}

export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Hostile text stayed text: no element it spells exists in the page. */
export async function expectNoInjection(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.innerHTML.includes('<script>alert(2)'))).toBe(
    false,
  );
}
