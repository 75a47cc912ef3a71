/** Issue 10: the demo customer funds the wallet on the provider's page and comes back to it. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectHostedPage, payOnHostedPage, TEST_CARDS } from '../support/hosted-payment';
import {
  balanceOnPage,
  demoWallet,
  demoWalletTransactions,
  expectWalletAccessibleAtBothWidths,
  naira,
  startTopUp,
  transactionsOnPage,
  WALLET_PAGE,
} from '../support/wallet-flow';

const TOP_UP = 5_000;

test('a top-up paid with a good card is credited once, with the payment’s reference', async ({
  page,
}) => {
  const before = await demoWallet();
  const after = naira(before.balance + TOP_UP);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInDemo(page);
  await page.goto(WALLET_PAGE);
  await expect(balanceOnPage(page)).toHaveText(naira(before.balance));
  await expect(transactionsOnPage(page).first()).toBeVisible();
  await expectWalletAccessibleAtBothWidths(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await startTopUp(page, '5000');
  await expectHostedPage(page, naira(TOP_UP));
  await payOnHostedPage(page, TEST_CARDS.succeeds);

  await expect(page.getByTestId('funding-result')).toContainText(
    `${naira(TOP_UP)} was added to your wallet`,
  );
  await expect(balanceOnPage(page)).toHaveText(after);
  const newest = await demoWalletTransactions();
  const credit = newest[0]!;
  expect(credit).toMatchObject({ type: 'credit', amount: TOP_UP });
  await expect(transactionsOnPage(page).first()).toContainText(`Ref. ${credit.reference}`);
  await expect(transactionsOnPage(page).first()).toContainText(`Credit+${naira(TOP_UP)}`);
  await expect(page).not.toHaveURL(/reference=/);
  await expectWalletAccessibleAtBothWidths(page);

  await page.reload();
  await expect(balanceOnPage(page)).toHaveText(after);
  await expect(page.getByTestId('funding-result')).toHaveCount(0);
  expect((await demoWallet()).balance).toBe(before.balance + TOP_UP);
  const references = (await demoWalletTransactions()).map((each) => each.reference);
  expect(references.filter((reference) => reference === credit.reference)).toHaveLength(1);
});
