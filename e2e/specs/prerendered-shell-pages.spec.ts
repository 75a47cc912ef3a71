/**
 * Issue 11, item 5: the shell's own site pages are prerendered. Without JavaScript a page shows
 * its heading and copy and carries its head (title, description, canonical, hreflang, Open
 * Graph); with JavaScript the app boots behind it and swaps in, in one frame: one main, one
 * header, no layout shift, and the app navigates without reloading.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { PUBLISHED_ORIGIN } from '../support/e2e-stack';
import { layoutShift, readHead, recordLayoutShifts } from '../support/prerendered-pages';

const PAGES = [
  {
    path: '/',
    heading: 'Food, fresh laundry and a clean home. Sorted.',
    title: 'Food, laundry and cleaning · Jara',
  },
  {
    path: '/about-us',
    heading: 'We take the chores off your list, so the week feels lighter.',
    title: 'About us · Jara',
  },
  {
    path: '/ke/gifting',
    heading: 'Gifts for everyone in Nairobi, delivered with a note.',
    title: 'Gifting · Jara',
  },
];

for (const { path, heading, title } of PAGES) {
  test(`${path} shows its content and its head without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('#prerendered header').first()).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const head = await readHead(page);
    expect(head).toMatchObject({
      title,
      canonical: `${PUBLISHED_ORIGIN}${path}`,
      alternates: ['en-NG', 'en-KE', 'x-default'],
      ogTitle: title,
      ogUrl: `${PUBLISHED_ORIGIN}${path}`,
      twitterCard: 'summary',
    });
    expect(head.description?.length).toBeGreaterThan(50);
    await context.close();
  });
}

test('with JavaScript the app swaps in without a shift, and then navigates in place', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/about-us');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: PAGES[1]!.heading })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/food$/);
  await expect(page).toHaveTitle('Food delivery · Jara');
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});

test('on a phone the prerendered home swaps in without a shift', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: PAGES[0]!.heading })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoSeriousA11yViolations(page);
});
