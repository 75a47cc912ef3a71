/**
 * Issue 8, "the bar for every screen": at 390 px the marketplace header fits one row and the
 * sidebar becomes a usable menu (a "Menu" button opening a drawer with the same links, closed
 * by Escape or a followed link, focus given back); at 1280 px the sidebar stays and there is no
 * button. The header and the sidebar do not move while the remote widgets in them mount, and
 * axe finds nothing serious in them at either width, menu open or closed (the marketplace home
 * as a whole, at both widths: layout-stability.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { signInDemo } from '../support/demo-sign-in';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** One row of 40 px controls with its padding; a wrapped header is 100 px and more. */
const ONE_ROW = 72;

/** Layout shifts whose moved element sits in the header or the sidebar, recorded from the start. */
async function recordChromeShifts(page: Page) {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { chromeShifts: string[] }).chromeShifts = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        sources?: { node?: Node | null }[];
      }[]) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('header, [data-layout] > div > nav'))
            moved.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const chromeShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { chromeShifts: string[] }).chromeShifts);

/** Axe on the shell's own frame (header, sidebar, menu), whatever the remote page holds. */
const expectFrameAccessible = (page: Page) =>
  expectNoSeriousA11yViolations(page, 'header, [data-layout] > div > nav, [role="dialog"]');

const banner = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => banner(page).getByRole('button', { name: 'Menu' });

/** A visitor's account control; a customer has the avatar menu and the bell instead. */
const visitorControls = (page: Page) => [
  banner(page).getByRole('button', { name: 'Sign in', exact: true }),
];

async function headerFitsOneRow(page: Page, accountControls = visitorControls(page)) {
  const box = await banner(page).boundingBox();
  expect(box?.height).toBeLessThan(ONE_ROW);
  // Every control is on that row, and none spills past the screen's edge.
  for (const control of [
    banner(page).getByRole('link', { name: /^Jara\b.*\bhome$/ }),
    page.getByTestId('location-button'),
    banner(page).getByRole('link', { name: 'Search' }),
    ...accountControls,
    page.getByTestId('cart-button'),
    menuButton(page),
  ]) {
    const place = await control.boundingBox();
    expect(place).not.toBeNull();
    expect(place!.y + place!.height).toBeLessThanOrEqual(box!.height);
    expect(place!.x + place!.width).toBeLessThanOrEqual(PHONE.width);
  }
}

test('at 390 px the header is one row and the menu opens, navigates and closes', async ({
  page,
}) => {
  await recordChromeShifts(page);
  await page.setViewportSize(PHONE);
  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await headerFitsOneRow(page);
  await expect(page.getByRole('navigation', { name: 'Marketplace' })).toBeHidden();
  await expect(page.getByTestId('location-button').locator('span span').first()).toHaveCSS(
    'text-overflow',
    'ellipsis',
  );
  expect(await chromeShifts(page)).toEqual([]);
  await expectFrameAccessible(page);

  const toggle = menuButton(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Marketplace' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const navigation = menu.getByRole('navigation', { name: 'Marketplace' });
  await expect(navigation).toHaveAttribute('id', (await toggle.getAttribute('aria-controls'))!);
  await expect(navigation.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByTestId('country-switch')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectFrameAccessible(page);

  await navigation.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/marketplace\/search$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await headerFitsOneRow(page);
});

test('at 390 px a signed-in header, with the bell, is still one row', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInDemo(page);
  await page.goto('/stores');
  await expect(page.getByTestId('notification-indicator')).toBeVisible();
  await headerFitsOneRow(page, [
    page.getByTestId('account-menu'),
    page.getByTestId('notification-indicator'),
  ]);
  await expectFrameAccessible(page);
});

test('at 390 px the menu works from the keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/stores');
  await expect(page.getByTestId('cart-button')).toBeVisible();
  const toggle = menuButton(page);
  for (let presses = 0; presses < 12; presses += 1) {
    if (await toggle.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Marketplace' });
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the store list header is one row at 390 px, with its links in the menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/store');
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await headerFitsOneRow(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await expectFrameAccessible(page);
  await menu.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(menu).toBeHidden();
});

test('at 1280 px the sidebar stays, with the links the phone menu lists, and no button', async ({
  page,
}) => {
  await recordChromeShifts(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/stores');
  await expect(page.getByTestId('cart-button')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Marketplace' });
  await expect(sidebar).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
  expect((await banner(page).boundingBox())?.height).toBeLessThan(ONE_ROW);
  await expect(sidebar.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sidebarLinks = await sidebar.getByRole('link').allTextContents();
  expect(sidebarLinks).toEqual(expect.arrayContaining(['Marketplace', 'Search', 'Favourites']));
  expect(await chromeShifts(page)).toEqual([]);
  await expectFrameAccessible(page);

  await page.setViewportSize(PHONE);
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Marketplace' });
  expect(await menu.getByRole('link').allTextContents()).toEqual(sidebarLinks);
});
