/**
 * Issue 13 item 10, chaos: the account forms (sign in, personal details, a support message, a
 * wallet top-up, a gift card) sent while their call answers 500 and garbage; the customer is
 * told, what they typed stays, and sending again succeeds once the server answers.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { PERSONAL_INFO } from '../support/account-flow';
import { actionCaseTitle, checkActionCase, type ActionCase } from '../support/chaos-action';
import { DEMO_LOGIN } from '../support/e2e-stack';
import { expectHostedPage } from '../support/hosted-payment';
import { fillLoginModal } from '../support/site-flows';
import { CONTACT_PAGE, fillContactForm } from '../support/vouchers-flow';
import { WALLET_PAGE } from '../support/wallet-flow';
import { pathTo } from '@jara/contracts/site-paths';

const NAME = 'Adaeze Okafor-Chaos';
const details = (page: Page) => page.getByRole('form', { name: 'Your details' });
const contact = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const giftCard = (page: Page) => page.getByRole('form', { name: 'Redeem a gift card' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Jara' });

const ACTION_CASES: ActionCase[] = [
  {
    call: { key: 'POST /login' },
    faults: ['500', 'not-json', 'wrong-shape'],
    prepare: async (page) => {
      await page.goto('/stores');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    },
    act: async (page) => fillLoginModal(page, DEMO_LOGIN),
    kept: async (page) => {
      await expect(loginDialog(page).getByLabel(/^Email/)).toHaveValue(DEMO_LOGIN.email);
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
    },
    done: async (page) => expect(page.getByTestId('account-menu')).toBeVisible(),
  },
  {
    call: { key: 'POST /account/profile' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto(PERSONAL_INFO);
      await details(page)
        .getByLabel(/^Full name/)
        .fill(NAME);
    },
    act: async (page) => details(page).getByRole('button', { name: 'Save details' }).click(),
    kept: async (page) => expect(details(page).getByLabel(/^Full name/)).toHaveValue(NAME),
    done: async (page) =>
      expect(
        page.getByRole('status').filter({ hasText: 'Your profile has been updated.' }),
      ).toBeVisible(),
  },
  {
    call: { key: 'POST /support/messages' },
    faults: ['500', 'not-json', 'hang'],
    prepare: async (page) => {
      await page.goto(CONTACT_PAGE);
      await fillContactForm(page, {
        name: 'Tunde Bakare',
        email: 'tunde@example.com',
        topic: 'An order',
        text: 'My rider could not find the gate.',
      });
    },
    act: async (page) => contact(page).getByRole('button', { name: 'Send message' }).click(),
    kept: async (page) =>
      expect(contact(page).getByLabel(/^Message/)).toHaveValue('My rider could not find the gate.'),
    done: async (page) => expect(page.getByTestId('message-sent')).toBeVisible(),
  },
  {
    call: { key: 'POST /wallet/fund' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto(WALLET_PAGE);
      await page.getByRole('textbox', { name: /Amount/ }).fill('2500');
    },
    act: async (page) => page.getByRole('button', { name: 'Continue to payment' }).click(),
    kept: async (page) =>
      expect(page.getByRole('textbox', { name: /Amount/ })).toHaveValue(/2,?500/),
    done: async (page) => expectHostedPage(page, /2,500/),
  },
  {
    call: { key: 'POST /rewards_centre/redeem_giftcard/{code}' },
    signedIn: true,
    prepare: async (page) => {
      await page.goto(pathTo('referral'));
      await giftCard(page)
        .getByLabel(/^Gift card code/)
        .fill('GIFT-NG-5000');
    },
    act: async (page) => giftCard(page).getByRole('button', { name: 'Redeem gift card' }).click(),
    kept: async (page) =>
      expect(giftCard(page).getByLabel(/^Gift card code/)).toHaveValue('GIFT-NG-5000'),
    done: async (page) =>
      expect(giftCard(page).getByText('₦5,000 was added to your wallet.')).toBeVisible(),
  },
];

for (const item of ACTION_CASES) {
  test(actionCaseTitle(item), ({ page }) => checkActionCase(page, item));
}
