/** Issue 10: the demo customer copies a voucher's code and uses it; the next checkout applies it. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { signInDemo } from '../support/demo-sign-in';
import { checkoutASimpleDish } from '../support/checkout-flow';
import { openVoucher, voucherForAnyOrder, VOUCHERS_PAGE } from '../support/vouchers-flow';

test('a voucher’s code is copied, then used, and the checkout applies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const voucher = await voucherForAnyOrder();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInDemo(page);
  await page.goto(VOUCHERS_PAGE);
  await expect(page.getByTestId('voucher-card').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const dialog = await openVoucher(page, voucher);
  await expect(page).toHaveURL(new RegExp(`\\?voucher=${voucher.id}$`));
  await expectAccessibleAtBothWidths(page, { within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(voucher.code);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await page.goForward();
  await dialog.getByRole('button', { name: 'Use' }).click();
  await expect(page.getByText(`We will apply ${voucher.code} at checkout.`)).toBeVisible();

  await checkoutASimpleDish(page);
  await expect(page.getByText(`Discount (${voucher.code})`)).toBeVisible();
});
