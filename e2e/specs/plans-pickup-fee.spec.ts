/**
 * Issue 38, item 5: a fee the address step announces is in every total after it. A small laundry
 * plan's pickup and delivery (₦2,000 below the free level) is named on the choose step's price,
 * by the address check, on the review, in the amount the hosted page takes, and on the receipt.
 * axe on the review at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { liveApp } from '../support/live-app';
import {
  answerWhere,
  chooseKind,
  continueToNextStep,
  openStep,
  payOnHostedPageAndReturn,
  planPrice,
  settledTotal,
  signInForPlan,
} from '../support/plan-flow';

const FEE = '₦2,000';

test('laundry pickup and delivery is in the price, the review, the payment and the receipt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStep(page, '/laundry?step=choose');
  await chooseKind(page, 'Monthly plan');
  const total = (await settledTotal(page)).replace(/ a month$/, '');
  await expect(planPrice(page)).toContainText(`Includes pickup and delivery, ${FEE}`);

  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Lekki Phase 1');
  await expect(liveApp(page).getByText(/^Pickup and delivery:/)).toHaveText(
    `Pickup and delivery: ${FEE}`,
  );
  await continueToNextStep(page, 'review');
  await expect(planPrice(page)).toContainText(total);
  await expect(planPrice(page)).toContainText(`Includes pickup and delivery, ${FEE}`);
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await signInForPlan(page);
  await liveApp(page)
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  await payOnHostedPageAndReturn(page, total);
  await expect(
    page.getByRole('term').filter({ hasText: 'Pickup and delivery' }).locator('+ dd'),
  ).toHaveText(FEE);
});
