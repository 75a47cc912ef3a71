/**
 * Issue 38, item 6, in Nigeria: the hosted page takes a card, a bank transfer and USSD. A USSD
 * payment cancelled on the phone comes back as "did not go through" with the cart whole; tried
 * again, a transfer to the one-time account pays the order once, "by bank transfer".
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  confirmedOrderReference,
  expectResult,
  placeOrderButton,
  startCheckout,
  totalToPay,
} from '../support/checkout-flow';
import { expectHostedPage, paymentsOfOrder } from '../support/hosted-payment';
import { answerOnPhone, openSandboxPhone, payByTransfer, startUssd } from '../support/payment-ways';

test('a USSD payment cancelled on the phone says so, and a bank transfer then pays once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startCheckout(page);
  const online = page.getByRole('radio', { name: 'Card, bank transfer or USSD' });
  await online.check();
  const total = await totalToPay(page);
  await placeOrderButton(page).click();
  await expectHostedPage(page, total);
  await expect(page.getByRole('navigation', { name: 'Ways to pay' }).getByRole('link')).toHaveText([
    'Card',
    'Bank transfer',
    'USSD',
  ]);

  await startUssd(page);
  await expectNoSeriousA11yViolations(page);
  const phone = await openSandboxPhone(page);
  await expect(phone.getByText(`pay ${total} to JARA PAYMENTS?`)).toBeVisible();
  await answerOnPhone(phone, 'decline');
  await expect(phone.getByRole('status')).toHaveText('You declined the request. Nothing was paid.');
  await page.getByRole('link', { name: 'I have answered on my phone' }).click();
  await expectResult(
    page,
    'Your USSD payment did not go through: the payment was cancelled on your phone',
  );

  await page.getByRole('button', { name: 'Try again' }).click();
  await online.check();
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();
  await expectHostedPage(page, total);
  await payByTransfer(page, total);
  await expectResult(page, 'Order placed');
  await expect(page.getByText(/^Total paid/)).toHaveText(`Total paid ${total} by bank transfer`);
  const payments = await paymentsOfOrder(await confirmedOrderReference(page));
  expect(payments.map(({ status }) => status)).toEqual(['succeeded']);
});
