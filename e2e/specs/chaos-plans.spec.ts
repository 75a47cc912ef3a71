/**
 * Issue 13 item 10, chaos: the plans API's calls answered 500 and garbage: the plan offers, the
 * price of the options chosen, the address check, signing in or creating a plan account, a
 * discount code and the payment link; each step says so calmly, keeps what was chosen, and
 * recovers on retry.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { breakCall } from '../support/chaos-faults';
import {
  checkLoadCase,
  loadCaseTitle,
  type LoadCase,
  errorState,
  expectCalmError,
} from '../support/chaos-screen';
import { liveApp } from '../support/live-app';
import { pickArea } from '../support/account-flow';
import {
  answerWhere,
  chooseKind,
  PICKER_TITLE,
  continueToNextStep,
  openStep,
  planPrice,
  press,
  settledTotal,
  signInForPlan,
} from '../support/plan-flow';
import { expectHostedPage } from '../support/hosted-payment';
import { fillLoginModal } from '../support/site-flows';

const CHOOSE = `${pathTo('cleaning')}?step=choose`;
const planDialog = (page: Page) => page.getByRole('dialog');
const NEW_PLAN_EMAIL = `chaos-plan-${Date.now()}@example.com`;

/** The review step, signed out, with the plan account's sign-in open. */
async function openPlanSignIn(page: Page): Promise<void> {
  await openStep(page, CHOOSE);
  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Ikoyi');
  await continueToNextStep(page, 'review');
  await liveApp(page).getByRole('button', { name: 'Sign in to your plan account' }).click();
}

const signedInForPlan = (page: Page) =>
  expect(liveApp(page).getByText(/^Signed in as /)).toBeVisible();

const LOAD_CASES: LoadCase[] = [
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
];

const ACTION_CASES: ActionCase[] = [
  {
    call: { key: 'POST v3/website/login', base: 'plans' },
    prepare: openPlanSignIn,
    act: async (page) => fillLoginModal(page),
    kept: async (page) => expect(planDialog(page).getByLabel(/^Email/)).not.toHaveValue(''),
    done: signedInForPlan,
  },
  {
    call: { key: 'POST v3/website/register', base: 'plans' },
    prepare: async (page) => {
      await openPlanSignIn(page);
      await planDialog(page)
        .getByRole('button', { name: 'New here? Create a plan account' })
        .click();
      await planDialog(page)
        .getByLabel(/^Full name/)
        .fill('Bisi Chaos');
      await planDialog(page)
        .getByLabel(/^Phone number/)
        .fill('+234 803 000 2222');
      await planDialog(page)
        .getByLabel(/^Email/)
        .fill(NEW_PLAN_EMAIL);
      await planDialog(page)
        .getByLabel(/^Password/)
        .fill('Password123!');
    },
    act: async (page) =>
      planDialog(page).getByRole('button', { name: 'Create plan account' }).click(),
    kept: async (page) => {
      await expect(planDialog(page).getByLabel(/^Full name/)).toHaveValue('Bisi Chaos');
      await expect(planDialog(page).getByLabel(/^Email/)).toHaveValue(NEW_PLAN_EMAIL);
    },
    done: signedInForPlan,
  },
  {
    title: 'POST /v3/garden/is_discount_expired_with_options (a discount code)',
    call: { key: 'POST /v3/garden/is_discount_expired_with_options', base: 'plans' },
    prepare: async (page) => {
      await openStep(page, CHOOSE);
      await chooseKind(page, 'One-off');
      await liveApp(page)
        .getByRole('checkbox', { name: /Deep clean/ })
        .check();
      await liveApp(page).getByLabel('Discount code').fill('SPARKLE15');
    },
    act: async (page) => liveApp(page).getByRole('button', { name: 'Apply' }).click(),
    kept: async (page) => {
      await expect(liveApp(page).getByLabel('Discount code')).toHaveValue('SPARKLE15');
      await expect(liveApp(page).getByRole('checkbox', { name: /Deep clean/ })).toBeChecked();
    },
    done: async (page) => expect(liveApp(page).getByText(/^Code SPARKLE15 applied$/)).toBeVisible(),
  },
];

test('POST v3/website/onboarding/{customerId}/generate_payment_link: not-json, wrong-shape, then healed', async ({
  page,
}) => {
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

for (const item of LOAD_CASES) {
  test(loadCaseTitle(item), ({ page }) => checkLoadCase(page, item));
}

for (const item of ACTION_CASES) {
  test(actionCaseTitle(item), ({ page }) => checkActionCase(page, item));
}
