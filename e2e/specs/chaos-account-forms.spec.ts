/**
 * Issue 13 item 10, chaos: the account forms (sign in, personal details, a support message, a
 * wallet top-up, a gift card) sent while their call answers 500 and garbage; the customer is
 * told, what they typed stays, and sending again succeeds once the server answers.
 *
 * The storefront's forms are proved beside their screens, through the real API client at the
 * network (`remotes/storefront/src/screens/<screen>/<form>-faults.test.tsx`). The browser keeps
 * the sign-in, the shell's own form, which every other bundle waits on.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { DEMO_LOGIN } from '../support/e2e-stack';
import { gotoLive } from '../support/live-app';
import { fillLoginModal } from '../support/site-flows';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Jara' });

const SIGN_IN: ActionCase = {
  call: { key: 'POST /login' },
  faults: ['500', 'not-json', 'wrong-shape'],
  prepare: async (page) => {
    await gotoLive(page, '/stores');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  },
  act: async (page) => fillLoginModal(page, DEMO_LOGIN),
  kept: async (page) => {
    await expect(loginDialog(page).getByLabel(/^Email/)).toHaveValue(DEMO_LOGIN.email);
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  },
  done: async (page) => expect(page.getByTestId('account-menu')).toBeVisible(),
};

test(actionCaseTitle(SIGN_IN), ({ page }) => checkActionCase(page, SIGN_IN));
