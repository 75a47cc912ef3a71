/**
 * Issue 37, item 8: the shopping header puts the address first. At 390 px, with every control a
 * signed-in customer has (bell and cart included), the delivery location button shows "Set
 * location", then the chosen area (the longest Nigerian one, a Kenyan one), whole; and a toast
 * (the logout's) never sits over the header's controls. The same at 1280 px, with axe on the
 * header each time; and the store list's header (no sidebar: its links live in the menu) draws
 * the area whole with no control over another, at the test's width and at 1024 px.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { signInDemo } from '../support/demo-sign-in';
import { gotoLive } from '../support/live-app';

const AREAS = { NG: 'Victoria Island', KE: 'Kileleshwa' } as const;

const locationButton = (page: Page) => page.getByTestId('location-button');

/** The button's words as drawn (hidden ones left out), and how many of its lines are cut off. */
function drawn(button: Locator) {
  return button.evaluate((element) => ({
    text: (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
    cut: [...element.querySelectorAll('span')].filter(
      (span) =>
        span.getClientRects().length > 0 &&
        (span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight),
    ).length,
  }));
}

async function expectShownWhole(page: Page, words: RegExp) {
  const { text, cut } = await drawn(locationButton(page));
  expect(text).toMatch(words);
  expect(cut).toBe(0);
}

async function chooseArea(page: Page, area: string) {
  await locationButton(page).click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await picker.getByLabel(/^Search for your area/).fill(area);
  await picker.getByRole('button', { name: new RegExp(`^${area}`) }).click();
  await expect(picker).toBeHidden();
  await expect(locationButton(page)).toContainText(area);
}

/** The country switch sits in the header on wide screens and in the menu on phones. */
async function chooseKenya(page: Page, width: number) {
  if (width === 1280) {
    await page.getByRole('banner').getByTestId('country-switch').selectOption('KE');
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Marketplace' });
  await menu.getByTestId('country-switch').selectOption('KE');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every control of the header drawn, inside the screen, and none over another. */
async function expectControlsApart(page: Page) {
  // The signed-in widgets come from their remotes after the page: measured before they mount,
  // the header would look one control short.
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeVisible();
  const banner = page.getByRole('banner');
  const boxes: DOMRectLike[] = [];
  for (const control of [
    locationButton(page),
    banner.getByRole('link', { name: 'Search' }),
    banner.getByTestId('country-switch'),
    page.getByTestId('account-menu'),
    page.getByTestId('cart-button'),
    banner.getByRole('button', { name: 'Menu' }),
  ]) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    for (const other of boxes) expect(overlaps(box, other)).toBe(false);
    boxes.push(box);
  }
  expect(boxes.length).toBeGreaterThanOrEqual(5);
}

/** The store list's header: the chosen area whole, at `width` and at 1024 px. */
async function expectStoreListHeader(page: Page, width: number, area: string) {
  await page.goto('/store');
  for (const each of width === 390 ? [390] : [1024, width]) {
    await page.setViewportSize({ width: each, height: 844 });
    await expectShownWhole(page, new RegExp(`^${area}\\b`));
    await expectControlsApart(page);
  }
  await gotoLive(page, '/stores');
}

for (const width of [390, 1280]) {
  test(`the header shows the delivery area whole and toasts leave it uncovered at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // The page reloads a second after logging out: its time is held while the toast is read.
    await page.clock.install();
    await signInDemo(page);
    await gotoLive(page, '/stores');
    await expect(page.getByTestId('notification-indicator')).toBeVisible();
    await expect(page.getByTestId('cart-button')).toBeVisible();

    await expectShownWhole(page, width === 390 ? /^Set location$/ : /^Set delivery location$/);
    await expectNoSeriousA11yViolations(page, 'header');
    await chooseArea(page, AREAS.NG);
    await expectShownWhole(page, new RegExp(`^${AREAS.NG}\\b`));
    await expectStoreListHeader(page, width, AREAS.NG);

    await chooseKenya(page, width);
    await expectShownWhole(page, /^Set (delivery )?location$/);
    await chooseArea(page, AREAS.KE);
    await expectShownWhole(page, new RegExp(`^${AREAS.KE}\\b`));
    await expectNoSeriousA11yViolations(page, 'header');

    await page.getByTestId('account-menu').click();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Log Out Successfully' });
    await expect(toast).toBeVisible();
    // The message's box sits inside the toast's: measure the whole toast.
    const toastBox = (await toast.locator('..').boundingBox())!;
    for (const control of [
      locationButton(page),
      page.getByRole('banner').getByRole('link', { name: 'Search' }),
      page.getByTestId('cart-button'),
    ]) {
      expect(overlaps(toastBox, (await control.boundingBox())!)).toBe(false);
    }
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.clock.resume();
  });
}
