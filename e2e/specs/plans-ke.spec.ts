/** Issue 12 in Kenya: a one-off laundry pickup priced and paid in shillings. */
import { expect } from '@playwright/test';
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
  settledTotal,
  signInForPlan,
} from '../support/plan-flow';

test('a one-off laundry pickup in KSh, from choose to "Payment received"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await openStep(page, `${pathTo('laundry', { country: 'KE' })}?step=choose`);
  await chooseKind(page, 'One-off');
  await liveApp(page).getByRole('radio', { name: 'Items' }).check();
  const total = await settledTotal(page);
  expect(total).toMatch(/^KSh [\d,]+ once$/);
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Westlands', 'Waiyaki Way 14');
  await expect(liveApp(page).getByText(/^Pickup and delivery: (free|KSh [\d,]+)$/)).toBeVisible();
  await continueToNextStep(page, 'review');
  await expect(page).toHaveURL(/\/ke\/laundry\?step=review$/);
  await expect(liveApp(page).getByTestId('plan-summary')).toContainText(
    '5 items, wash and fold, one pickup',
  );
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await signInForPlan(page);
  const amount = total.replace(/ once$/, '');
  await liveApp(page)
    .getByRole('button', { name: `Pay ${amount}` })
    .click();
  await payOnHostedPageAndReturn(page, amount);
});
