/** Issue 10 item 8: a visitor opening the wallet is asked to sign in, and the wallet loads after. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { fillLoginModal } from '../support/site-flows';
import { balanceOnPage, WALLET_PAGE } from '../support/wallet-flow';

test('a visitor who closes the sign-in is told why, and the wallet loads once they sign in', async ({
  page,
}) => {
  await page.goto(WALLET_PAGE);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sign in to see your wallet');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Sign in to see your wallet.')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await fillLoginModal(page);
  await expect(balanceOnPage(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
});
