/** Checks the search, category and meals specs share: the country's start, layout, hostile text. */
import { expect, type Page } from '@playwright/test';
import { liveApp } from './live-app';

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

/** Opens the country's home so the location header (and data) is that country's. */
export async function startIn(page: Page, country: 'NG' | 'KE', home: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(home);
  await expect(liveApp(page).getByTestId('country-switch')).toHaveValue(country);
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
