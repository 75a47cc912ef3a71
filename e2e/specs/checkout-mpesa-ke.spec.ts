/**
 * Issue 38, item 6, in Kenya: M-Pesa, the way people pay there, is the hosted page's first way.
 * A request left unanswered times out (on the sandbox clock) and takes nothing; sent again, a
 * wrong PIN is asked again, the right one pays, and the order is placed once, "by M-Pesa".
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  confirmedOrderReference,
  expectResult,
  placeOrderButton,
  totalToPay,
} from '../support/checkout-flow';
import { expectHostedPage, paymentsOfOrder } from '../support/hosted-payment';
import { startKenyanCheckout } from '../support/kenyan-checkout';
import {
  SANDBOX_PIN,
  answerOnPhone,
  openSandboxPhone,
  requestMpesa,
} from '../support/payment-ways';
import { advanceSandboxClock } from '../support/sandbox-control';

test('an M-Pesa request times out, is sent again, and the right PIN pays the order once', async ({
  page,
}) => {
  await startKenyanCheckout(page);
  const total = await totalToPay(page);
  await page.getByRole('radio', { name: 'M-Pesa or card' }).check();
  await placeOrderButton(page).click();
  await expectHostedPage(page, total);
  const ways = page.getByRole('navigation', { name: 'Ways to pay' });
  await expect(ways.getByRole('link')).toHaveText(['M-Pesa', 'Card']);
  await expect(ways.getByRole('link', { name: 'M-Pesa' })).toHaveAttribute('aria-current', 'page');

  await requestMpesa(page, '0712 345 678');
  await expect(page.getByText('We sent an M-Pesa request to +254 712 345 678.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await advanceSandboxClock(2 * 60_000);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'The M-Pesa request timed out before it was approved. Nothing was charged: send it again or pay another way.',
  );

  await requestMpesa(page, '0712 345 678');
  const phone = await openSandboxPhone(page);
  await expect(phone.getByText(`Do you want to pay ${total} to JARA PAYMENTS`)).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await answerOnPhone(phone, { pin: '0000' });
  await expect(phone.getByRole('alert')).toHaveText('Wrong PIN. Try again.');
  await answerOnPhone(phone, { pin: SANDBOX_PIN });
  await expect(phone.getByRole('status')).toHaveText(
    `Confirmed. You paid ${total} to JARA PAYMENTS.`,
  );

  await page.getByRole('link', { name: 'I have answered on my phone' }).click();
  await expectResult(page, 'Order placed');
  await expect(page.getByText(/^Total paid/)).toHaveText(`Total paid ${total} by M-Pesa`);
  const payments = await paymentsOfOrder(await confirmedOrderReference(page));
  expect(payments.map(({ status, currency }) => ({ status, currency }))).toEqual([
    { status: 'succeeded', currency: 'KES' },
  ]);
});
