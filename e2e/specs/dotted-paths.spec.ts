/**
 * Issue 13, item 7: a dot in a route's last segment is not a file extension. Through nginx, a
 * dotted route gets the site (and the site's own answer for what it does not know), while a
 * missing chunk is still a real 404 from the server, which the chunk-reload logic relies on.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';

test('a dotted store address is the store route, whose unknown store is the site’s 404 page', async ({
  page,
}) => {
  const path = '/stores/st.louis';
  const response = await page.goto(path);
  // The store route matched: the slug is the app's to judge, so nginx answers 200.
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
});

test('a dotted blog address nobody wrote is the site’s 404 page', async ({ page }) => {
  const path = '/blog/2024/whats-new-in-v1.2';
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
  await expect(page).toHaveTitle('Page not found · Jara');
});

test('a dotted address the site does not know is its 404 page, with status 404', async ({
  page,
}) => {
  const path = '/no/such/page.v2';
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
  await expect(page).toHaveTitle('Page not found · Jara');
});

test('a missing chunk is a 404 from the server, never the site', async ({ request }) => {
  const response = await request.get('/static/js/missing.0123456789.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<div id="root"');
});
