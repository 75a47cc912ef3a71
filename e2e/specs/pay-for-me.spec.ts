/**
 * Issue 9, item 4: pay-for-me. Ada checks out choosing "Someone else pays" and gets a link;
 * someone with no account opens it in another browser, sees her order and first name, and pays
 * on the provider's page; Ada's page moves on by itself. The link then says it was paid. Both
 * views pass axe at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { expectHostedPage, payOnHostedPage, TEST_CARDS } from '../support/hosted-payment';
import { amountToPay, checkOutForSomeoneElse, openAsPayer } from '../support/pay-for-me-flow';

test('someone else pays for the order through the link, and the link then says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { link, vendor, product } = await checkOutForSomeoneElse(page);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByText(/The link works until/)).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const payer = await openAsPayer(browser, link);
  await expect(payer.getByRole('heading', { level: 1 })).toHaveText(
    'Ada asks you to pay for this order',
  );
  await expect(payer.getByText(`1 × ${product.name}`)).toBeVisible();
  await expect(
    payer.getByRole('heading', { name: `Order from ${vendor.business_name}` }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(payer);

  const amount = await amountToPay(payer);
  await payer.getByRole('button', { name: /^Pay / }).click();
  await expectHostedPage(payer, amount);
  await payOnHostedPage(payer, TEST_CARDS.succeeds);
  await expect(payer.getByRole('heading', { level: 1 })).toHaveText(
    "Thank you, you paid for Ada's order",
  );

  // No reload: the shell's socket tells the page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Paid! Your order is on its way to ${vendor.business_name}`,
  );
  await page.getByRole('button', { name: 'Track your order' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await payer.goto(link);
  await expect(payer.getByRole('heading', { level: 1 })).toHaveText(
    'This order has already been paid',
  );
});
