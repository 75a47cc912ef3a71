/**
 * Issue 13 item 10, chaos: the plans API's calls answered 500 and garbage: the plan offers, the
 * price of the options chosen, the address check, signing in or creating a plan account, a
 * discount code and the payment link; each step says so calmly, keeps what was chosen, and
 * recovers on retry.
 *
 * The plans remote's calls (offers, price, address check, discount, payment link) are proved
 * beside their screens, through the real API client at the network
 * (`remotes/plans/src/**` `*-faults.test.tsx`). The browser keeps the plan sign-in and sign-up,
 * which are the shell's own forms.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { liveApp } from '../support/live-app';
import { answerWhere, continueToNextStep, openStep } from '../support/plan-flow';
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
];

for (const item of ACTION_CASES) {
  test(actionCaseTitle(item), ({ page }) => checkActionCase(page, item));
}
