/**
 * Issue 12 and spec 8: a payment link that fails shows "An error occurred" in place with a way to
 * try again; the second try reaches the hosted page and the plan is paid, with nothing chosen lost.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { pathTo } from '@jara/contracts/site-paths';
import { liveApp } from '../support/live-app';
import {
  answerWhere,
  continueToNextStep,
  openStep,
  payOnHostedPageAndReturn,
  press,
  settledTotal,
  signInForPlan,
} from '../support/plan-flow';

test('a failed payment link, then a paid plan', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStep(page, `${pathTo('cleaning')}?step=choose`);
  await press(page, 'More: Bathrooms');
  const total = (await settledTotal(page)).replace(/ a month$/, '');
  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Ikoyi');
  await continueToNextStep(page, 'review');
  await signInForPlan(page);

  let failed = false;
  await page.route('**/generate_payment_link', async (route) => {
    if (failed) return route.fallback();
    failed = true;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'Server error', data: null }),
    });
  });
  await liveApp(page)
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  const alert = liveApp(page).getByRole('alert').filter({ hasText: 'An error occurred' });
  await expect(alert).toBeVisible();
  const summary = liveApp(page).getByTestId('plan-summary');
  await expect(summary).toContainText('2 bedrooms, 2 bathrooms, every week');
  await expect(summary).toContainText('12 Admiralty Way, Ikoyi');
  await expect(summary).toContainText('Blue gate');
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await alert.getByRole('button', { name: 'Try again' }).click();
  await payOnHostedPageAndReturn(page, total);
});
