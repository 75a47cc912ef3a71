/** Issue 9, item 9: a ready pickup order is marked picked up, completes and moves to History. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openDetails, openOrders, VIEWPORTS } from '../support/orders-flow';

for (const viewport of VIEWPORTS) {
  test(`a ready pickup is picked up and completes (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInDemo(page);
    await page.goto('/stores');
    await openOrders(page);
    const drawer = await openDetails(page, 'Jollof Republic', 'JR-JOL006');
    await expect(drawer.getByText('Pickup at', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('button', { name: "I've picked it up" }).click();
    await expect(
      drawer.getByTestId('order-timeline').locator('[aria-current="step"]'),
    ).toContainText('Picked up');
    await expect(drawer.getByRole('button', { name: "I've picked it up" })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Send rating' })).toBeVisible();

    await drawer.getByRole('button', { name: /Back to orders/ }).click();
    await expect(drawer.getByTestId('active-order').filter({ hasText: 'JR-JOL006' })).toHaveCount(
      0,
    );
    await drawer.getByRole('tab', { name: 'History' }).click();
    await expect(drawer.getByTestId('past-order').first()).toContainText('Jollof Republic');
    await expect(drawer.getByTestId('past-order').first()).toContainText('Picked up');
  });
}
