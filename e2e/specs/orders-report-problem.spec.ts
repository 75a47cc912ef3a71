/**
 * Issue 39, item 1: a fresh customer's delivered order reports a spoiled item from its details;
 * the order shows the case with its credit, and the wallet has the money back.
 */
import { expect } from '@playwright/test';
import { lineTotal } from '@jara/contracts/cart-lines';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { naira } from '../support/cart-flow';
import { openDetails, openHistory, placeWalletOrder } from '../support/orders-flow';
import { setOrderStatus } from '../support/sandbox-control';
import { balanceOnPage, transactionsOnPage, WALLET_PAGE } from '../support/wallet-flow';

/** What placeWalletOrder tops the wallet up with before paying. */
const TOPPED_UP = 50_000;

test('a spoiled item of a delivered order is credited to the wallet', async ({
  page,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await placeWalletOrder(customer.token);
  await setOrderStatus(order.uuid, 'completed');
  const [item] = order.items;
  const credit = lineTotal(item!);

  await page.goto('/stores');
  await openHistory(page);
  const drawer = await openDetails(page, order.vendor.business_name, order.reference);
  await drawer.getByRole('button', { name: 'Report a problem' }).click();
  const form = drawer.getByRole('form', { name: 'Report a problem' });
  await form
    .getByRole('combobox', { name: `${item!.quantity} × ${item!.name}` })
    .selectOption('spoiled');
  await form.getByLabel('Anything else we should know? (optional)').fill('The rice was sour.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send report' }).click();

  const reported = drawer.getByTestId('order-problem-case');
  await expect(reported).toContainText(`Refunded: ${naira(credit)} is back in your Jara wallet.`);
  await expect(reported).toContainText('Spoiled or damaged');
  await expect(drawer.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(WALLET_PAGE);
  await expect(balanceOnPage(page)).toContainText(naira(TOPPED_UP - order.total + credit));
  await expect(transactionsOnPage(page).first()).toContainText(
    `Refund for problem with order ${order.reference}`,
  );
});
