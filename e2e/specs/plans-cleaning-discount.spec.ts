/**
 * Issue 12: a one-off deep clean with a discount code: an expired code is refused with the
 * server's message and nothing chosen is lost; a valid one lowers the total, which is what the
 * hosted page charges.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { pathTo } from '@jara/contracts/site-paths';
import { liveApp } from '../support/live-app';
import {
  answerWhere,
  chooseKind,
  continueToNextStep,
  openStep,
  payOnHostedPageAndReturn,
  press,
  settledTotal,
  signInForPlan,
} from '../support/plan-flow';

async function applyCode(page: Page, code: string) {
  await liveApp(page).getByLabel('Discount code').fill(code);
  await liveApp(page).getByRole('button', { name: 'Apply' }).click();
}

test('a one-off deep clean: SPRINGCLEAN refused, SPARKLE15 applied, paid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await openStep(page, `${pathTo('cleaning')}?step=choose`);
  await chooseKind(page, 'One-off');
  await liveApp(page)
    .getByRole('checkbox', { name: /Deep clean/ })
    .check();
  await press(page, 'More: Bedrooms');
  const full = await settledTotal(page);
  expect(full).toMatch(/^₦[\d,]+ once$/);

  await applyCode(page, 'SPRINGCLEAN');
  // The server's message beside the field, said once: no toast repeats it.
  await expect(liveApp(page).getByLabel('Discount code')).toHaveAccessibleDescription(
    /^The discount code SPRINGCLEAN expired on /,
  );
  await expect(page.getByRole('status').filter({ hasText: 'SPRINGCLEAN expired' })).toHaveCount(0);
  await expect(liveApp(page).getByRole('checkbox', { name: /Deep clean/ })).toBeChecked();
  await expect(liveApp(page).getByRole('status', { name: 'Bedrooms' })).toHaveText('3');
  expect(await settledTotal(page)).toBe(full);
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await applyCode(page, 'SPARKLE15');
  await expect(liveApp(page).getByText(/^Code SPARKLE15 applied$/)).toBeVisible();
  await expect(liveApp(page).getByText(/^You save ₦/)).toBeVisible();
  const discounted = await settledTotal(page);
  const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
  expect(amountOf(discounted)).toBeLessThan(amountOf(full));

  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Victoria Island', '3 Akin Adesola Street');
  await continueToNextStep(page, 'review');
  const summary = liveApp(page).getByTestId('plan-summary');
  await expect(summary).toContainText('Home cleaning, one-off');
  await expect(summary).toContainText('3 bedrooms, 1 bathroom, one visit, deep clean');
  await expect(summary).toContainText('SPARKLE15');
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await signInForPlan(page);
  const amount = discounted.replace(/ once$/, '');
  await liveApp(page)
    .getByRole('button', { name: `Pay ${amount}` })
    .click();
  await payOnHostedPageAndReturn(page, amount);
});
