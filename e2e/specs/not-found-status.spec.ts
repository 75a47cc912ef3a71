/**
 * Issue 39, item 7: an address the site map does not have answers 404 from nginx (the site map
 * decides, by shape, as it does for assets), with the site's not-found page; an address of the
 * right shape whose post or store nobody made stays a 200 the app answers with the same 404 layout
 * and a noindex head. (errors.spec.ts keeps the 404 page's words; the serving tables the rest.)
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';

test('an unknown address is a 404 with the 404 layout; an unknown post or store shows the same layout', async ({
  page,
  request,
}) => {
  const unknown = '/ke/no-such-page';
  const answer = await request.get(`${unknown}?ref=crawler`);
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('<div id="root"');

  const opened = await page.goto(unknown);
  expect(opened?.status()).toBe(404);
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${unknown}`);
  await expectAccessibleAtBothWidths(page);

  const post = '/blog/no-such-post';
  expect((await page.goto(post))?.status()).toBe(200);
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${post}`);
  await expect(page).toHaveTitle('Page not found · Jara');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessibleAtBothWidths(page);

  const store = '/stores/no-such-store';
  expect((await page.goto(store))?.status()).toBe(200);
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${store}`);
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
