/**
 * A cart line's add-ons in the drawer: a dish added with one optional add-on gets a second in the
 * picker and loses the first by its remove control, the price and subtotal following; the demo's
 * seeded cart holds a sold-out item, which the subtotal leaves out. axe on the drawer with the
 * picker open at 1280 and 390 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  addonPicker,
  chooseAddons,
  customerCarts,
  findAddonDish,
  lineAddons,
  naira,
  openCartDrawer,
  vendorSection,
} from '../support/cart-flow';
import { demoToken } from '../support/customer-api';
import { openStore } from '../support/site-flows';

test("a cart line's add-ons change in the drawer; sold-out items are not counted", async ({
  page,
}) => {
  const seededCarts = await customerCarts(await demoToken());
  const { vendor, product, optional } = await findAddonDish(seededCarts.map((cart) => cart.vendor));
  const [first, second] = optional.addons.filter((addon) => addon.price > 0);
  if (!first || !second) throw new Error('findAddonDish promised two priced add-ons');
  // Required groups take their first add-on, as chooseAddons ticks them.
  const base =
    product.price +
    product.addon_groups
      .filter((group) => group.min > 0)
      .reduce((sum, group) => sum + group.addons[0]!.price, 0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDemo(page);
  await openStore(page, vendor);
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await chooseAddons(addonPicker(page, product), product, [first], /^Add to cart/);

  const drawer = await openCartDrawer(page);
  const { section, subtotal } = vendorSection(drawer, vendor.business_name);
  await expect(lineAddons(section, product).filter({ hasText: first.name })).toHaveCount(1);
  await expect(subtotal).toContainText(naira(base + first.price));

  await section.getByRole('button', { name: `Change add-ons of ${product.name}` }).click();
  const picker = addonPicker(page, product);
  await expect(picker.getByRole('checkbox', { name: new RegExp(`^${first.name}`) })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await chooseAddons(picker, product, [second], /^Save add-ons/);
  await expect(lineAddons(section, product).filter({ hasText: second.name })).toHaveCount(1);
  await expect(subtotal).toContainText(naira(base + first.price + second.price));

  await section.getByRole('button', { name: `Remove ${first.name} from ${product.name}` }).click();
  await expect(lineAddons(section, product).filter({ hasText: first.name })).toHaveCount(0);
  await expect(subtotal).toContainText(naira(base + second.price));

  const seeded = seededCarts.find((cart) => cart.items.some((item) => !item.is_available));
  expect(seeded).toBeDefined();
  const counted = seeded!.items
    .filter((item) => item.is_available)
    .reduce((sum, item) => sum + item.price * item.quantity, 0);
  const soldOut = vendorSection(drawer, seeded!.vendor_name);
  await expect(soldOut.section.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(soldOut.subtotal).toContainText(naira(counted));
  await expect(soldOut.section.getByText('Unavailable items are not counted.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('button', { name: `Change add-ons of ${product.name}` }).click();
  await expect(picker).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();
  await expect(drawer).toBeVisible();
});
