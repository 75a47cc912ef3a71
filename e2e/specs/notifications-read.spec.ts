/**
 * The bell: the demo customer's unread count, cleared by opening the panel (and still cleared
 * after a reload), a notification that opens its order, and a new one arriving live when an
 * order is placed from elsewhere. axe on the open panel at 1280 and 390 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { demoToken } from '../support/customer-api';
import {
  bell,
  bellPanel,
  expectUnreadCount,
  unreadCountOnServer,
} from '../support/notifications-flow';
import { placeWalletOrder } from '../support/orders-flow';
import { realtimeSubscribed } from '../support/realtime-subscribed';

test('opening the bell reads the notifications; one opens its order; news arrives live', async ({
  page,
}) => {
  const token = await demoToken();
  const unread = await unreadCountOnServer(token);
  expect(unread).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page);
  await page.goto('/stores');
  await expectUnreadCount(page, unread);

  await bell(page).click();
  const panel = bellPanel(page);
  await expect(panel).toBeFocused();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('Unread:')).toHaveCount(unread);
  await expectUnreadCount(page, 0);
  await expect.poll(() => unreadCountOnServer(token)).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  const subscribed = realtimeSubscribed(page);
  await page.reload();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expectUnreadCount(page, 0);

  await bell(page).click();
  await expect(panel.getByText('Unread:')).toHaveCount(0);
  await panel.getByRole('button', { name: /Ready for pickup/ }).click();
  await expect(panel).toBeHidden();
  // The orders drawer, whatever its helper titles it.
  const drawer = page.getByRole('dialog', { name: /orders/i });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('JR-JOL006');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await subscribed;
  await placeWalletOrder(token);
  const arrived = await unreadCountOnServer(token);
  expect(arrived).toBeGreaterThan(0);
  await expectUnreadCount(page, arrived);

  await page.setViewportSize({ width: 390, height: 844 });
  await bell(page).click();
  await expect(panel.getByText('Unread:')).toHaveCount(arrived);
  await expect(panel.getByRole('button', { name: /^Unread:/ }).first()).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});
