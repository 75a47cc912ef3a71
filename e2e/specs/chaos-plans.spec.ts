/**
 * Issue 13 item 10, chaos: the plans API's calls answered 500 and garbage: the plan offers, the
 * price of the options chosen, the address check and the payment link; each step says so calmly,
 * keeps what was chosen, and recovers on retry.
 */
import { expect, test } from '@playwright/test';
import { pathTo } from '@jara/contracts/site-paths';
import { breakCall } from '../support/chaos-faults';
import { describeLoadCases, errorState, expectCalmError } from '../support/chaos-screen';
import { liveApp } from '../support/live-app';
import { pickArea } from '../support/account-flow';
import {
  answerWhere,
  PICKER_TITLE,
  continueToNextStep,
  openStep,
  planPrice,
  press,
  settledTotal,
  signInForPlan,
} from '../support/plan-flow';
import { expectHostedPage } from '../support/hosted-payment';
import { resetSandbox } from '../support/sandbox-control';

const CHOOSE = `${pathTo('cleaning')}?step=choose`;

describeLoadCases([
  {
    call: { key: 'GET v3/website/plans', base: 'plans' },
    path: pathTo('subscription'),
    loaded: (page) => liveApp(page).getByRole('button', { name: 'Choose Tidy home' }),
  },
  {
    call: { key: 'POST plan/generate_amount', base: 'plans' },
    path: CHOOSE,
    loaded: (page) => planPrice(page).getByText(/₦/).first(),
    shapeChecked: true,
  },
  {
    call: { key: 'GET /v3/website/check_delivery_location', base: 'plans' },
    path: CHOOSE,
    open: async (page) => {
      await continueToNextStep(page, 'where');
      await liveApp(page).getByRole('button', { name: 'Choose the address' }).click();
      await pickArea(page, PICKER_TITLE, 'Ikoyi');
    },
    loaded: (page) => liveApp(page).getByText(/^We come to /),
    shapeChecked: true,
  },
]);

test('POST v3/website/onboarding/{customerId}/generate_payment_link: not-json, wrong-shape, then healed', async ({
  page,
}) => {
  await resetSandbox();
  await openStep(page, CHOOSE);
  await press(page, 'More: Bathrooms');
  const total = (await settledTotal(page)).replace(/ a month$/, '');
  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Ikoyi');
  await continueToNextStep(page, 'review');
  await signInForPlan(page);
  const fault = await breakCall(
    page,
    { key: 'POST v3/website/onboarding/{customerId}/generate_payment_link', base: 'plans' },
    'not-json',
  );
  const pay = liveApp(page).getByRole('button', { name: `Pay ${total}` });
  const summary = liveApp(page).getByTestId('plan-summary');
  for (const next of ['not-json', 'wrong-shape'] as const) {
    fault.become(next);
    const before = fault.hits();
    await (
      before === 0 ? pay : errorState(page).getByRole('button', { name: 'Try again' })
    ).click();
    await expect.poll(fault.hits).toBeGreaterThan(before);
    await expectCalmError(page);
    await expect(summary).toContainText('2 bedrooms, 2 bathrooms, every week');
    await expect(summary).toContainText('12 Admiralty Way, Blue gate, Ikoyi');
  }
  await fault.heal();
  await errorState(page).getByRole('button', { name: 'Try again' }).click();
  await expectHostedPage(page, total);
});
