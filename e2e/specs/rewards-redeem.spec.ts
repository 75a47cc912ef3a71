/**
 * Issue 10, item 2: the demo customer turns points into a discount code (the code is shown, the
 * points go down), redeems a gift card into the wallet, and a wrong code gets the server's
 * message at the field; at 390 and 1280 px, axe clean.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  expectPoints,
  openRewards,
  rewardsSection,
  waitForSections,
} from '../support/rewards-flow';

async function redeemGiftcard(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Redeem a gift card' });
  await form.getByLabel(/^Gift card code/).fill(code);
  await form.getByRole('button', { name: 'Redeem gift card' }).click();
  return form;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the demo customer redeems points and a gift card`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openRewards(page);
    await waitForSections(page);
    await expectPoints(page, '1,450');
    await expect(page.getByText('Silver tier')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const discounts = rewardsSection(page, 'Redeem points for a discount');
    await expect(discounts.getByRole('button', { name: 'Redeem 2,000 points' })).toBeDisabled();
    await expect(discounts.getByText('You need 550 points more.')).toBeVisible();
    await discounts.getByRole('button', { name: 'Redeem 500 points' }).click();
    const result = discounts.getByText(/Your ₦500 discount code is/);
    await expect(result).toBeVisible();
    const code = (await result.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^RWD-/);
    await expect(result.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expectPoints(page, '950');
    await expect(rewardsSection(page, 'Your redemptions').getByText(code)).toBeVisible();

    const wrong = await redeemGiftcard(page, 'GIFT-NG-0000');
    await expect(wrong.getByText('There is no gift card GIFT-NG-0000.')).toBeVisible();
    await expect(wrong.getByLabel(/^Gift card code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('account-menu')).toBeVisible();

    const form = await redeemGiftcard(page, 'GIFT-NG-5000');
    await expect(form.getByText('₦5,000 was added to your wallet.')).toBeVisible();
    await expect(rewardsSection(page, 'Your redemptions').getByText('GIFT-NG-5000')).toBeVisible();

    const again = await redeemGiftcard(page, 'GIFT-NG-5000');
    await expect(again.getByText('This gift card has already been redeemed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
