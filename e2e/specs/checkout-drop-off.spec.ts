/**
 * Issue 37, item 1: a precise drop-off. A new customer's new address at checkout asks for the
 * street (refused without it), building, landmark, a phone for the rider and instructions; the
 * order placed there carries them, and its details show the rider where the door is. axe on the
 * form at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { checkoutDish, placeByWallet, startNewAddressInYaba } from '../support/checkout-flow';
import { topUpWallet } from '../support/hosted-payment';
import { openDetails } from '../support/orders-flow';
import { dishAgainstMinimum } from '../support/store-page-data';

const DROP_OFF = {
  street: '12 Admiralty Way',
  building: 'Block C, Flat 4',
  landmark: 'Opposite the filling station',
  phone: '+2348030000001',
  instructions: 'Call on arrival, the gate bell is broken',
};

test('a new address at checkout takes the street, building, landmark, phone and instructions, and the order shows them', async ({
  page,
  customer,
}) => {
  await topUpWallet(customer.token, 50_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const dish = await dishAgainstMinimum((price, minimum) => price >= minimum);
  const { vendor } = dish;
  await checkoutDish(page, dish);
  const delivery = page.getByRole('region', { name: 'Delivery' });

  const form = await startNewAddressInYaba(page, delivery);
  await form.getByLabel(/^Name this address/).fill('Flat');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel(/^Street and house number/)).toHaveAccessibleDescription(
    /Enter the street and house number\./,
  );
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await form.getByLabel(/^Street and house number/).fill(DROP_OFF.street);
  await form.getByLabel(/^Building or estate/).fill(DROP_OFF.building);
  await form.getByLabel(/^Landmark/).fill(DROP_OFF.landmark);
  await form.getByLabel(/^Phone for the rider/).fill(DROP_OFF.phone);
  await form.getByLabel(/^Delivery instructions/).fill(DROP_OFF.instructions);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery.getByRole('radio', { name: /^Flat/ })).toBeChecked();
  await expect(delivery.getByText(new RegExp(`^${DROP_OFF.street}, `))).toBeVisible();

  const reference = await placeByWallet(page, vendor.business_name);

  // order:placed opens the tracking drawer on the new order.
  const drawer = await openDetails(page, vendor.business_name, reference);
  await expect(drawer.getByText(DROP_OFF.street, { exact: false }).first()).toBeVisible();
  await expect(drawer.getByText(DROP_OFF.landmark)).toBeVisible();
  await expect(drawer.getByText(DROP_OFF.instructions)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
