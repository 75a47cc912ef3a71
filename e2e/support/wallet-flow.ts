/** The demo customer's wallet, on the page and as the API states it. */
import { expect, type Page } from '@playwright/test';
import { pathTo } from '@jara/contracts/site-paths';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Wallet, WalletTransaction } from '@jara/contracts/entities';
import { expectNoSeriousA11yViolations } from './accessibility';
import { customerCall, demoToken } from './customer-api';

export const WALLET_PAGE = pathTo('wallet');

/** How the site writes the demo customer's naira ("₦25,000"). */
export const naira = (amount: number) => `₦${amount.toLocaleString('en-US')}`;

export async function demoWallet(): Promise<Wallet> {
  return customerCall<Wallet>(await demoToken(), 'GET', '/wallet');
}

export async function demoWalletTransactions(): Promise<WalletTransaction[]> {
  const page = await customerCall<Paginated<WalletTransaction>>(
    await demoToken(),
    'GET',
    '/wallet/transactions?per_page=50',
  );
  return page.items;
}

/** The balance as the page shows it, once it has loaded. */
export function balanceOnPage(page: Page) {
  return page.getByTestId('wallet-balance');
}

export function transactionsOnPage(page: Page) {
  return page.getByTestId('wallet-transaction');
}

/** Fills "Fund wallet" and leaves for the provider's page. */
export async function startTopUp(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

export async function expectWalletAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(balanceOnPage(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
}
