/** Issue 9: paying by card on the provider's page, back to the result screen, the order tracked. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import {
  demoOrders,
  expectResult,
  payByCard,
  confirmedOrderReference,
  startCheckout,
} from '../support/checkout-flow';
import { paymentsOfOrder, TEST_CARDS } from '../support/hosted-payment';

test('a card that succeeds places the order, verified by the server, and it is tracked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { vendor } = await startCheckout(page);
  await expectAccessibleAtBothWidths(page);

  await payByCard(page, TEST_CARDS.succeeds);
  await expectResult(page, 'Order placed');
  await expect(page.getByText(`Thank you! ${vendor.business_name} has your order`)).toBeVisible();

  // order:placed opens the tracking drawer on the new order.
  const tracking = page.getByRole('dialog', { name: 'Your orders' });
  await expect(tracking.getByTestId('active-order').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessibleAtBothWidths(page);

  const reference = await confirmedOrderReference(page);
  const payments = await paymentsOfOrder(reference);
  expect(payments.map((payment) => payment.status)).toEqual(['succeeded']);
  const orders = await demoOrders();
  expect(orders.filter((order) => order.reference === reference)).toHaveLength(1);
});
