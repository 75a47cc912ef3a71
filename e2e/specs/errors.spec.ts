/**
 * Issue 2, item 7 (spec sections 2 and 8): the 404 layout and its words, unknown paths, route
 * validation failures, application errors (shown to people, only logged for crawlers), and a
 * chunk that fails while the build is unchanged: tried again in place, never reloaded; external
 * navigation refused.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { E2E_ORIGINS } from '../support/e2e-stack';
import { waitForLiveApp } from '../support/live-app';
import { setFault, useFaultyRemote } from '../support/remote-overrides';
import { markTourSeen } from '../support/tour-seen';

async function expectErrorPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('something went wrong.');
  await expect(page.getByText('We couldn’t find the page you’re looking for...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
  await expect(page.locator('[data-layout="404"]')).toBeVisible();
}

/** The shell chunks that the food page needs beyond what the home page loaded. */
async function foodPageChunks(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_ORIGINS.shell) && request.url().endsWith('.js'))
      seen.add(request.url());
  });
  await page.goto('/');
  await waitForLiveApp(page);
  await page.waitForLoadState('networkidle');
  const before = new Set(seen);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/food$/);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...seen].filter((url) => !before.has(url));
}

test.describe('errors', () => {
  test('an unknown path shows the 404 layout with "Page Not Found" and the path', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expectErrorPage(page);
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGINS.shell}/`);
  });

  test('a route whose parameters fail validation is a fatal "Page Not Found: {path}"', async ({
    page,
  }) => {
    await page.goto('/stores/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expectErrorPage(page);
    await expect(page.getByTestId('error-message')).toHaveText(
      'Page Not Found: /stores/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    );
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a chunk missing while the build is unchanged is tried again in place, then shows the error page, never reloading', async ({
    browser,
    page,
  }) => {
    const chunks = await foodPageChunks(browser);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks)
      await page.route(chunk, (route) => route.fulfill({ status: 404, body: '' }));
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));

    await page.goto('/');
    // A click on the prerendered markup's plain link would load the food page as a document.
    await waitForLiveApp(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Food' })
      .click();

    await expectErrorPage(page);
    await expect(page).toHaveURL(/\/food$/);
    // The server still serves this build, so a reload would not help (issue 13, item 2).
    expect(documentLoads).toBe(1);
  });

  test('a crawler is never shown the error page; the error is only logged', async ({ browser }) => {
    const chunks = await foodPageChunks(browser);
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await markTourSeen(context);
    const page = await context.newPage();
    for (const chunk of chunks)
      await page.route(chunk, (route) => route.fulfill({ status: 404, body: '' }));
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));

    await page.goto('/food');
    await expect(page.getByTestId('bot-error-silenced')).toBeAttached();
    await expect(page.getByText('something went wrong.')).toHaveCount(0);
    expect(logged.some((text) => text.includes('[app] error on /food'))).toBe(true);
    await context.close();
  });
});

test.describe('navigation asked for by a remote', () => {
  test('stays in the document inside the site, and is refused outside it or to a script URL', async ({
    page,
  }) => {
    await useFaultyRemote(page, 'storefront');
    await setFault(page, 'none');
    await page.goto('/stores');
    await expect(page.getByText('faulty remote ok')).toBeVisible();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });

    await page.getByRole('button', { name: 'Leave without permission' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'is not allowed without external permission' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Run a script URL' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: "Cannot navigate to a URL with 'javascript:' protocol." }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${E2E_ORIGINS.shell}/stores`);
    expect(dialogs).toBe(0);

    await page.evaluate(() => ((window as { e2eMark?: number }).e2eMark = 1));
    await page.getByRole('button', { name: 'Go to the blog' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGINS.shell}/blog`);
    await expect(
      page.locator('[data-remote="content"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { e2eMark?: number }).e2eMark)).toBe(1);
  });
});
