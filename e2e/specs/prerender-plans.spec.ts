/**
 * Issue 12: the plans remote's public pages are prerendered. Without JavaScript a landing shows
 * its heading and its way into the flow (a real link) and carries its head; with JavaScript the
 * live app swaps in once the prices have come from the plans API, without a shift. The sitemap
 * lists the landings in both countries and the plans page, never the thank-you page.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { PUBLISHED_ORIGIN } from '../support/e2e-stack';
import { layoutShift, readHead, recordLayoutShifts } from '../support/prerendered-pages';

const LANDINGS = [
  {
    path: pathTo('laundry'),
    button: 'Choose your laundry plan',
    title: 'Laundry · Jara',
    price: /From\s*₦/,
  },
  {
    path: pathTo('cleaning', { country: 'KE' }),
    button: 'Choose your cleaning plan',
    title: 'Cleaning · Jara',
    price: /From\s*KSh/,
  },
] as const;
const url = (path: string) => `${PUBLISHED_ORIGIN}${path}`;

for (const { path, button, title, price } of LANDINGS) {
  test(`${path} shows its heading and its way into the flow without JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const prerendered = page.locator('#prerendered');
    await expect(prerendered.getByRole('heading', { level: 1 })).toBeVisible();
    const main = prerendered.getByRole('link', { name: button });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('href', `${path}?step=choose`);
    // The publish has no API: the prices wait for the live app, as their skeleton.
    await expect(prerendered.getByText('Loading prices')).toBeAttached();
    await expect(page.locator('#root')).toBeHidden();
    const head = await readHead(page);
    expect(head).toMatchObject({ title, canonical: url(path) });
    expect(head.alternates.sort()).toEqual(['en-KE', 'en-NG', 'x-default']);
    await context.close();
  });

  test(`${path} is taken over by the live app, which shows the price`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    const live = page.locator('#root');
    await expect(live.getByText(price).first()).toBeVisible();
    await expect(live.getByRole('link', { name: button })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the sitemap lists the landings in both countries and the plans page', async ({ request }) => {
  const sitemap = await (await request.get(url('/sitemap.xml'))).text();
  const listed = (path: string) => sitemap.includes(`<loc>${url(path)}</loc>`);
  for (const path of [
    pathTo('laundry'),
    pathTo('cleaning'),
    pathTo('laundry', { country: 'KE' }),
    pathTo('cleaning', { country: 'KE' }),
    pathTo('subscription'),
  ]) {
    expect(listed(path), path).toBe(true);
    // Each is a prerendered file, not the SPA's empty index.html.
    const html = await (await request.get(url(path))).text();
    expect(html, path).toContain('<div id="prerendered">');
  }
  expect(listed(pathTo('sign-up-successful'))).toBe(false);
});
