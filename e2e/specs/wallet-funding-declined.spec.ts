/** Issue 10: a declined top-up says why, credits nothing, and "Try again" keeps the amount. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { payOnHostedPage, TEST_CARDS } from '../support/hosted-payment';
import { balanceOnPage, demoWallet, startTopUp, WALLET_PAGE } from '../support/wallet-flow';

test('a declined card is told with the provider’s reason and nothing is credited', async ({
  page,
}) => {
  const before = await demoWallet();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInDemo(page);
  await page.goto(WALLET_PAGE);
  await startTopUp(page, '5,000');
  await payOnHostedPage(page, TEST_CARDS.insufficientFunds);

  const result = page.getByTestId('funding-result');
  await expect(result).toContainText('did not go through: Insufficient funds');
  await expect(result).toContainText('Nothing was added to your wallet.');
  await expect(balanceOnPage(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await demoWallet()).balance).toBe(before.balance);

  await result.getByRole('button', { name: 'Try again' }).click();
  const amount = page.getByRole('textbox', { name: /Amount/ });
  await expect(amount).toHaveValue('5000');
  await expect(amount).toBeFocused();
});
