/**
 * Issue 9, item 6: an order's details follow it live, status by status, without a reload, until
 * it is delivered; then it has left the active orders for the top of the history.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { demoToken } from '../support/customer-api';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openDetails, openOrders, placeWalletOrder, VIEWPORTS } from '../support/orders-flow';
import { advanceSandboxClock } from '../support/sandbox-control';

const STEPS = ['Accepted', 'Being prepared', 'Ready', 'On the way', 'Delivered'];
/** A store step takes 20 s on the sandbox clock; the rider's ride to the door takes minutes. */
const STEP_MS = 20_000;
const RIDE_MS = 3 * 60 * 60_000;

for (const viewport of VIEWPORTS) {
  test(`the timeline moves live to delivered, then the order is in History (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signInDemo(page);
    await page.goto('/stores');
    const order = await placeWalletOrder(await demoToken());

    await openOrders(page);
    const drawer = await openDetails(page, order.vendor.business_name, order.reference);
    const timeline = drawer.getByTestId('order-timeline');
    const current = timeline.locator('[aria-current="step"]');
    await expect(current).toContainText('Waiting for the store');
    await expect(drawer.getByText(/Arrives \d\d:\d\d–\d\d:\d\d/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const step of STEPS) {
      await advanceSandboxClock(step === 'Delivered' ? RIDE_MS : STEP_MS);
      await expect(current).toContainText(step);
    }
    await expect(timeline.getByText('Coming up')).toHaveCount(0);
    await expect(drawer.getByText(/Arrives/)).toHaveCount(0);

    await drawer.getByRole('button', { name: /Back to orders/ }).click();
    await expect(
      drawer.getByTestId('active-order').filter({ hasText: order.reference }),
    ).toHaveCount(0);
    await drawer.getByRole('tab', { name: 'History' }).click();
    await expect(drawer.getByTestId('past-order').first()).toContainText(
      order.vendor.business_name,
    );
    await expect(drawer.getByTestId('past-order').first()).toContainText('Delivered');
  });
}
