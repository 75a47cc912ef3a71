/**
 * Issue 39, item 9: a past order is ordered again from its card in the history, not only from its
 * details. The demo customer's newest past order, Sahad Smoothies, whose drinks need a size (the
 * seed once placed them without one, so it could never come back), fills that store's cart with
 * each smoothie in its size, at the order's price.
 */
import { expect } from '@playwright/test';
import { lineTotal } from '@jara/contracts/cart-lines';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { cartDrawer, naira, vendorSection } from '../support/cart-flow';
import { demoToken } from '../support/customer-api';
import { signInDemo } from '../support/demo-sign-in';
import { openHistory, pastOrder } from '../support/orders-flow';

test('the newest past order comes back from its history card, sizes and all', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const past = await pastOrder(await demoToken(), 'JR-SAH004');
  const store = past.vendor.business_name;
  await signInDemo(page);
  await page.goto('/stores');

  const drawer = await openHistory(page);
  const newest = drawer.getByTestId('past-order').first();
  await expect(newest).toContainText(store);
  await expectNoSeriousA11yViolations(page);
  await newest.getByRole('button', { name: `Order again from ${store}` }).click();

  const { section } = vendorSection(cartDrawer(page), store);
  await expect(section).toBeVisible();
  await expect(drawer).toHaveCount(0);
  for (const item of past.items) {
    expect(item.addons, `${item.name} was ordered in a size`).not.toHaveLength(0);
    const line = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('group', { name: `Quantity of ${item.name}`, exact: true }) });
    await expect(
      line.getByRole('list', { name: `Add-ons of ${item.name}` }).getByRole('listitem'),
    ).toHaveText(item.addons.map((addon) => addon.name));
    await expect(line).toContainText(naira(lineTotal(item)));
  }
});
