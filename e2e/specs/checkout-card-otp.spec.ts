/** Issue 9: a card that asks for a one-time password first, then pays. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import {
  confirmedOrderReference,
  expectResult,
  goToCardPayment,
  startCheckout,
} from '../support/checkout-flow';
import { payOnHostedPage, paymentsOfOrder, TEST_CARDS } from '../support/hosted-payment';

test('a card that asks for an OTP pays once the OTP is confirmed', async ({ page }) => {
  await startCheckout(page);
  await goToCardPayment(page);
  await payOnHostedPage(page, TEST_CARDS.asksForOtp);

  await expectResult(page, 'Order placed');
  const reference = await confirmedOrderReference(page);
  const payments = await paymentsOfOrder(reference);
  expect(payments.map((payment) => payment.status)).toEqual(['succeeded']);
});
