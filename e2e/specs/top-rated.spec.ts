/**
 * Issue 8 item 5: top rated stores, best first, each with its rating and count, and only stores
 * rated by enough customers; NG at 1280 px and KE at 390 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { shopIn } from '../support/listing-checks';

/** Each card's rating and count, read from what a screen reader hears. */
async function ratings(page: Page) {
  const labels = await page
    .getByTestId('vendor-card')
    .getByLabel(/^Rated /)
    .evaluateAll((all) => all.map((label) => label.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const [, rating, count] = /^Rated ([\d.]+) out of 5 from (\d+) reviews$/.exec(label) ?? [];
    return { rating: Number(rating), count: Number(count) };
  });
}

test('top rated lists the best rated stores first, with their rating and count, in NG and KE', async ({
  page,
}) => {
  for (const { country, width, currency } of [
    { country: 'NG', width: 1280, currency: '₦' },
    { country: 'KE', width: 390, currency: 'KSh' },
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await shopIn(page, country);
    await page.goto('/marketplace/stores/top-rated-vendors');
    await expect(page.getByRole('heading', { name: 'Top rated vendors', level: 1 })).toBeVisible();
    await expect(page.getByTestId('vendor-card').first()).toContainText(currency);
    const listed = await ratings(page);
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.every((entry) => entry.count >= 20)).toBe(true);
    const values = listed.map((entry) => entry.rating);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expectNoSeriousA11yViolations(page);
  }
});
