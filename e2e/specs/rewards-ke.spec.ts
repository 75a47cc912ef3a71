/**
 * Issue 10, item 2, in Kenya: Wanjiku's 300 points cannot buy a discount yet, her options are in
 * shillings, and a Kenyan gift card goes to her wallet in KSh.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  expectPoints,
  openRewards,
  rewardsSection,
  waitForSections,
  WANJIKU_LOGIN,
} from '../support/rewards-flow';

test('a Kenyan customer sees shillings and redeems a Kenyan gift card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRewards(page, { login: WANJIKU_LOGIN, country: 'KE' });
  await waitForSections(page);
  await expectPoints(page, '300');

  const discounts = rewardsSection(page, 'Redeem points for a discount');
  await expect(discounts.getByText('KSh 50 off')).toBeVisible();
  await expect(discounts.getByRole('button', { name: 'Redeem 500 points' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Redeem a gift card' });
  await form.getByLabel(/^Gift card code/).fill('GIFT-KE-1000');
  await form.getByRole('button', { name: 'Redeem gift card' }).click();
  await expect(form.getByText('KSh 1,000 was added to your wallet.')).toBeVisible();
});
