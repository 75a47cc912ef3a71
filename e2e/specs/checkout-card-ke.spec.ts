/** Issue 9 in Kenya: a Kenyan customer pays a Kenyan store by card, in shillings throughout. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import {
  confirmedOrderReference,
  expectResult,
  placeOrderButton,
  totalToPay,
} from '../support/checkout-flow';
import {
  expectHostedPage,
  paymentsOfOrder,
  payOnHostedPage,
  TEST_CARDS,
} from '../support/hosted-payment';
import { startKenyanCheckout } from '../support/kenyan-checkout';

test('a Kenyan customer pays by card in KSh and the order is placed', async ({ page }) => {
  await startKenyanCheckout(page);
  await expectAccessibleAtBothWidths(page);

  const total = await totalToPay(page);
  await page.getByRole('radio', { name: 'M-Pesa or card' }).check();
  await placeOrderButton(page).click();
  await expectHostedPage(page, total);
  await payOnHostedPage(page, TEST_CARDS.succeeds);
  await expectResult(page, 'Order placed');
  await expect(page.getByText('Total paid')).toContainText('KSh');

  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  const payments = await paymentsOfOrder(await confirmedOrderReference(page));
  expect(payments).toEqual([
    expect.objectContaining({ reference, status: 'succeeded', currency: 'KES' }),
  ]);
});
