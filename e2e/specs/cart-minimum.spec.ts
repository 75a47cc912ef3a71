/**
 * Issue 37, item 4: the cart drawer tells a customer below a store's minimum order how much more
 * the cart needs and holds Checkout back until the subtotal reaches it, before the checkout page
 * would refuse the order. axe on the drawer with the message at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { naira, openCartDrawer, vendorSection } from '../support/cart-flow';
import { expectNoSideways } from '../support/listing-checks';
import { addToCart, openStore } from '../support/site-flows';
import { dishAgainstMinimum } from '../support/store-page-data';

test("the cart drawer names the shortfall below a store's minimum and holds Checkout until it is met", async ({
  page,
  customer: _signedIn,
}) => {
  const { vendor, product } = await dishAgainstMinimum((price, minimum) => price < minimum);
  const minimum = vendor.minimum_order;
  await page.setViewportSize({ width: 390, height: 844 });
  await openStore(page, vendor);
  await addToCart(page, product);

  const drawer = await openCartDrawer(page);
  const { section, subtotal } = vendorSection(drawer, vendor.business_name);
  await expect(subtotal).toContainText(naira(product.price));
  const shortfall = `Add ${naira(minimum - product.price)} more to order from ${vendor.business_name} (minimum order ${naira(minimum)}).`;
  await expect(section.getByText(shortfall)).toBeVisible();
  const checkout = section.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(shortfall);
  await expectNoSideways(page);
  await expectAccessibleAtBothWidths(page);

  // One more of the dish at a time until the subtotal reaches the minimum.
  const quantity = Math.ceil(minimum / product.price);
  const shown = section.getByRole('group', { name: `Quantity of ${product.name}` });
  for (let count = 2; count <= quantity; count += 1) {
    await section.getByRole('button', { name: `One more ${product.name}` }).click();
    await expect(shown.getByRole('status')).toHaveText(String(count));
  }
  await expect(subtotal).toContainText(naira(product.price * quantity));
  await expect(section.getByText(/more to order from/)).toHaveCount(0);
  await expect(checkout).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(checkout).toBeEnabled();
});
