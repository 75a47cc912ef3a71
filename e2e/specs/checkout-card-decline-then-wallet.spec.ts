/** Issue 9: a declined card keeps the cart whole and offers the wallet, which then pays. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { expectResult, payByCard, placeOrderButton, startCheckout } from '../support/checkout-flow';
import { TEST_CARDS } from '../support/hosted-payment';

test('a declined card says why, keeps the cart, and the wallet pays instead', async ({ page }) => {
  const { product } = await startCheckout(page);
  await payByCard(page, TEST_CARDS.insufficientFunds);

  await expectResult(page, 'Your card was declined: Insufficient funds');
  await expect(page.getByText('Nothing was charged')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole('button', { name: 'Pay from wallet' }).click();
  await expect(page.getByRole('radio', { name: 'Wallet' })).toBeChecked();
  await expect(page.getByText(`1 × ${product.name}`)).toBeVisible();
  await expect(page.getByText(/^Wallet balance/)).toBeVisible();
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
});
