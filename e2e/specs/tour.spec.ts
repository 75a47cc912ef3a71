/**
 * Issue 10, item 9: the guided tour; issue 39, item 8: offered, not imposed. A device's first
 * visit to /stores offers it in a small prompt over nothing; taken, the keyboard
 * moves through it (ArrowRight, ArrowLeft, Enter on "Finish"); the device remembers it, and the
 * account menu's "Take the tour" starts it again. At 390 px the sidebar's Wallet link is hidden,
 * so the tour leaves that step out. This spec alone starts as a device that never saw the tour.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { TOUR } from '@jara/contracts/constants';
import { moveTime, PAST_DEFERRED_WORK_MS } from '../support/page-time';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { signInDemo } from '../support/demo-sign-in';
import { gotoLive } from '../support/live-app';
import {
  expectTourStep,
  takeOfferedTour,
  tourStep,
  waitForMarketplace,
} from '../support/tour-flow';

test.use({ tourSeen: false });

test('the first visit at 1280 px tours with the keyboard to Finish, once; the account menu starts it again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.clock.install();
  await gotoLive(page, '/stores');

  await takeOfferedTour(page, () => expectNoSeriousA11yViolations(page));
  await expectTourStep(page, 'Where we deliver');
  const step = tourStep(page);
  await expect(step.getByRole('button', { name: TOUR.labels.skip })).toBeVisible();
  await expect(step.getByRole('button', { name: TOUR.labels.next })).toBeVisible();
  await expect(step.getByRole('button', { name: TOUR.labels.back })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowRight');
  await expectTourStep(page, 'Search');
  await expect(step.getByRole('button', { name: TOUR.labels.back })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expectTourStep(page, 'Where we deliver');

  for (const title of ['Search', 'Your cart', 'Your orders', 'Your wallet']) {
    await page.keyboard.press('ArrowRight');
    await expectTourStep(page, title);
  }
  const finish = step.getByRole('button', { name: TOUR.labels.last });
  await expect(finish).toBeVisible();
  await expect(step.getByRole('button', { name: TOUR.labels.skip })).toHaveCount(0);
  await finish.focus();
  await page.keyboard.press('Enter');
  await expect(step).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOUR.seenStorageKey)).toBe('1');

  // The device remembers it: signed in, back on the marketplace, no tour.
  await signInDemo(page);
  await page.reload();
  await waitForMarketplace(page);
  // Past the idle moment a first visit's tour would be asked at.
  await moveTime(page, PAST_DEFERRED_WORK_MS);
  await expect(step).toHaveCount(0);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Take the tour' }).click();
  await expectTourStep(page, 'Where we deliver');
  // The step takes keys once it is at rest, when react-joyride has moved the focus into it: a key
  // pressed the moment its text shows can come before the tour listens.
  await expect(step.getByRole('button', { name: TOUR.labels.next })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(step).toHaveCount(0);
});

test('at 390 px the tour leaves out the sidebar it cannot show', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoLive(page, '/stores');

  // Nothing lies over the page: Sign in takes a click (a trial one: it checks, it does not sign in).
  await takeOfferedTour(page, () =>
    page.getByRole('button', { name: 'Sign in' }).first().click({ trial: true }),
  );
  await expectTourStep(page, 'Where we deliver');
  await expectNoSeriousA11yViolations(page);
  for (const title of ['Search', 'Your cart', 'Your orders']) {
    await page.keyboard.press('ArrowRight');
    await expectTourStep(page, title);
  }
  await expect(tourStep(page).getByRole('button', { name: TOUR.labels.last })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tourStep(page)).toHaveCount(0);
});
