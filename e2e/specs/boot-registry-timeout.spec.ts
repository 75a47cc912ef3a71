/**
 * Issue 13, item 3: a registry that never answers must not leave a blank page. index.html shows
 * the brand and "Loading…" by itself, before any script runs; once the boot documents' timeout
 * has passed, the error screen offers "Try again", which boots the site once the registry
 * answers again.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { BRAND } from '@jara/contracts/brand';
import { BOOT_DOCUMENT_TIMEOUT_MS } from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { E2E_URLS } from '../support/e2e-stack';
import { moveTime, moveTimeUntilVisible } from '../support/page-time';

const splash = (page: Page) => page.getByTestId('boot-splash');
// Not prerendered: a prerendered page shows its own markup instead of the loading state.
const WALLET = pathTo('wallet');

test('with scripts off, index.html alone shows the brand and why nothing loads', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(WALLET);
  await expect(splash(page).getByText(BRAND.name, { exact: true })).toBeVisible();
  // Nothing will load without scripts: the noscript line says why instead.
  await expect(splash(page).locator('noscript p')).toHaveText(/needs JavaScript/);
  await expect(splash(page).getByText('Loading…')).toBeHidden();
  await context.close();
});

test('a registry that never answers shows the loading state, then the error screen; Try again boots', async ({
  page,
}) => {
  await page.clock.install();
  // Held, never answered: the request stays open until the test lets it go.
  await page.route(E2E_URLS.registry, () => {});
  // The entry script waits too, so what shows first is index.html's own markup and CSS.
  let runScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (runScripts = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(WALLET, { waitUntil: 'commit' });

  await expect(splash(page).getByText(BRAND.name, { exact: true })).toBeVisible();
  await expect(splash(page).getByText('Loading…')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  runScripts();

  const error = page.getByTestId('boot-error');
  // Nothing before the boot documents' timeout; then the error screen.
  await moveTime(page, BOOT_DOCUMENT_TIMEOUT_MS - 1000);
  await expect(splash(page).getByText('Loading…')).toBeVisible();
  await moveTimeUntilVisible(page, error);
  await expect(error).toContainText('/registry.json');
  await expect(splash(page)).toBeHidden();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(error).toHaveCount(0);
  await expect(splash(page)).toBeHidden();
});
