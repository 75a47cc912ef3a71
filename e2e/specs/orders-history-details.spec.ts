/**
 * Issue 9, items 5 and 6: past orders in the History tab, a page at a time, newest first, and
 * one order's details: items, fees, payment, address, the store, its timeline and rating.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { demoToken } from '../support/customer-api';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openDetails, openHistory, placeWalletOrder, VIEWPORTS } from '../support/orders-flow';
import { setOrderStatus } from '../support/sandbox-control';

for (const viewport of VIEWPORTS) {
  test(`history pages and an order's details (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // A sixth finished order: the demo customer's history no longer fits one page.
    const extra = await placeWalletOrder(await demoToken());
    await setOrderStatus(extra.uuid, 'cancelled');

    await signInDemo(page);
    await page.goto('/stores');
    const drawer = await openHistory(page);
    const rows = drawer.getByTestId('past-order');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(extra.vendor.business_name);
    await expect(rows.first()).toContainText('Cancelled');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Show more orders' }).click();
    await expect(rows).toHaveCount(6);
    await expect(drawer.getByRole('button', { name: 'Show more orders' })).toHaveCount(0);

    await openDetails(page, 'Mama Put Kitchen', 'JR-MPK001');
    await expect(drawer.getByText('Delivered').first()).toBeVisible();
    const items = drawer.getByRole('region', { name: 'Items' });
    for (const label of ['Subtotal', 'Delivery fee', 'Service fee', 'Total'])
      await expect(items.getByText(label, { exact: true })).toBeVisible();
    await expect(drawer.getByText('12 Admiralty Road, Lekki Phase 1, Lagos')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mama Put Kitchen' })).toHaveAttribute(
      'href',
      '/stores/mama-put-kitchen',
    );
    await expect(drawer.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(6);
    await expect(drawer.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(drawer.getByText('Tasted like home. Still hot on arrival.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
