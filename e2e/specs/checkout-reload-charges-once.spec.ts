/**
 * Issue 9: a reload on the payment page, the back button, and reloads of the result screen never
 * place a second order or charge twice: one idempotency key per attempt, one settled payment.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import {
  demoOrders,
  expectResult,
  goToCardPayment,
  placeOrderButton,
  confirmedOrderReference,
} from '../support/checkout-flow';
import { startCheckout } from '../support/checkout-flow';
import { payOnHostedPage, paymentsOfOrder, TEST_CARDS } from '../support/hosted-payment';

test('reloads and the back button during payment charge once and place one order', async ({
  page,
}) => {
  await startCheckout(page);
  const before = (await demoOrders()).length;
  const total = await goToCardPayment(page);
  const payUrl = page.url();

  // Reload the provider's page, then go back to the checkout and place again: same attempt.
  await page.reload();
  await page.goBack();
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();
  await page.waitForURL(payUrl);
  await expect(page.getByTestId('payment-amount')).toHaveText(total);

  await payOnHostedPage(page, TEST_CARDS.succeeds);
  await expectResult(page, 'Order placed');
  const reference = await confirmedOrderReference(page);
  await page.reload();
  await expectResult(page, 'Order placed');
  await page.goBack();
  await page.goForward();
  await expectResult(page, 'Order placed');

  const payments = await paymentsOfOrder(reference);
  expect(payments.map((payment) => payment.status)).toEqual(['succeeded']);
  expect((await demoOrders()).length).toBe(before + 1);
});
