/**
 * Issue 39, item 2: an order still waiting for the store is cancelled from its details with a
 * reason; it says who cancelled and why, and the wallet has the money back at once. Placed for a
 * slot ahead, so the store does not accept it while the test runs.
 */
import { expect } from '@playwright/test';
import type { Wallet } from '@jara/contracts/entities';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { naira } from '../support/cart-flow';
import { customerCall, demoToken } from '../support/customer-api';
import { signInDemo } from '../support/demo-sign-in';
import { openDetails, openOrders, placeWalletOrder } from '../support/orders-flow';

test('an order waiting for the store is cancelled with a reason and refunded to the wallet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInDemo(page);
  const token = await demoToken();
  const order = await placeWalletOrder(token, 'island-bukka', { ahead: true });
  const balance = async () => (await customerCall<Wallet>(token, 'GET', '/wallet')).balance;
  const paid = await balance();

  await page.goto('/stores');
  await openOrders(page);
  const drawer = await openDetails(page, order.vendor.business_name, order.reference);
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  const form = drawer.getByRole('form', { name: 'Cancel this order?' });
  await expect(form).toContainText(`${naira(order.total)} goes back to your Jara wallet at once.`);
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('radio', { name: 'I ordered by mistake' }).check();
  await form.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(form).toBeHidden();
  await expect(drawer.locator('p[data-status]')).toHaveAttribute('data-status', 'cancelled');
  await expect(drawer).toContainText('CancelledBy you: I ordered by mistake');
  await expect(drawer).toContainText(`Refund${naira(order.total)} back in your Jara wallet`);
  await expectNoSeriousA11yViolations(page);
  expect(await balance()).toBe(paid + order.total);
});
