/**
 * Issue 12: a laundry plan from the home page's "Book a laundry pickup" to a paid plan: the
 * options change the price, the address comes from the shell's picker, the plan login keeps the
 * choices, and the hosted page sends the customer back to the server-checked summary. The back
 * button and a reload keep the choices at every step. Issue 37: the drop-off typed at the address
 * step (street, landmark, instructions) is on the review and on the paid result.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { liveApp, waitForLiveApp } from '../support/live-app';
import {
  answerWhere,
  chooseKind,
  continueToNextStep,
  payOnHostedPageAndReturn,
  planPrice,
  press,
  settledTotal,
  signInForPlan,
  stepHeading,
} from '../support/plan-flow';

test('a laundry plan from the home page to "Payment received"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForLiveApp(page);
  await liveApp(page).getByRole('link', { name: 'Book a laundry pickup' }).click();
  await expect(page).toHaveURL(/\/laundry$/);
  await liveApp(page).getByRole('link', { name: 'Choose your laundry plan' }).click();
  await expect(page).toHaveURL(/\/laundry\?step=choose$/);
  await expect(stepHeading(page)).toHaveText('Choose your laundry');
  await expect(liveApp(page).getByText('Step 1 of 3: Choose')).toBeVisible();

  await chooseKind(page, 'Monthly plan');
  const before = await settledTotal(page);
  await press(page, 'More: Bags per pickup', 2);
  await liveApp(page).getByRole('radio', { name: 'Wash and iron' }).check();
  await liveApp(page).getByRole('radio', { name: '4 pickups' }).check();
  await expect(planPrice(page)).not.toContainText(before);
  const total = await settledTotal(page);
  expect(total).toMatch(/^₦[\d,]+ a month$/);
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await page.reload();
  await waitForLiveApp(page);
  await expect(liveApp(page).getByRole('status', { name: 'Bags per pickup' })).toHaveText('4');
  await expect(liveApp(page).getByRole('radio', { name: 'Wash and iron' })).toBeChecked();

  await continueToNextStep(page, 'where');
  await expect(stepHeading(page)).toHaveText('Where should we come?');
  await expect(stepHeading(page)).toBeFocused();
  await answerWhere(page, 'Lekki Phase 1', '12 Admiralty Way', {
    'Delivery instructions': 'Call on arrival',
  });
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await page.goBack();
  await expect(page).toHaveURL(/\?step=choose$/);
  await expect(liveApp(page).getByRole('radio', { name: '4 pickups' })).toBeChecked();
  await page.goForward();
  await expect(liveApp(page).getByLabel(/^Street and house number/)).toHaveValue(
    '12 Admiralty Way',
  );
  await continueToNextStep(page, 'review');

  const summary = liveApp(page).getByTestId('plan-summary');
  await expect(summary).toContainText('Laundry, monthly plan');
  await expect(summary).toContainText('4 bags, wash and iron, 4 pickups a month');
  await expect(summary).toContainText('12 Admiralty Way, Lekki Phase 1');
  await expect(summary).toContainText('LandmarkBlue gate');
  await expect(summary).toContainText('Delivery instructionsCall on arrival');
  await page.reload();
  await waitForLiveApp(page);
  await expect(summary).toContainText('4 bags, wash and iron, 4 pickups a month');
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await signInForPlan(page);
  await expect(summary).toContainText('4 bags, wash and iron, 4 pickups a month');
  const amount = total.replace(/ a month$/, '');
  await liveApp(page)
    .getByRole('button', { name: `Pay ${amount}` })
    .click();
  await payOnHostedPageAndReturn(page, amount);

  // Issue 37: the plan order carries the drop-off, and the result says it as an order would.
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: /^12 Admiralty Way, Lekki Phase 1/ })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Landmark' })).toBeVisible();
  await expect(facts.filter({ hasText: /^Blue gate$/ })).toBeVisible();
  await expect(facts.filter({ hasText: /^Call on arrival$/ })).toBeVisible();
});
