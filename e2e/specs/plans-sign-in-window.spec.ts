/**
 * Issue 39, items 5 and 9: a customer signed in to the marketplace buys a laundry plan. The
 * review's Change links look like the site's links. Pay opens the plan sign-in window, titled by
 * what it asks and naming the laundry plan; a refused sign-in's message goes when the window turns
 * to creating a plan account, which finds the customer's details filled in; closing the window
 * stops Pay's spinner.
 */
import { expect } from '@playwright/test';
import { pathTo } from '@jara/contracts/site-paths';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { liveApp } from '../support/live-app';
import {
  answerWhere,
  chooseKind,
  continueToNextStep,
  openStep,
  settledTotal,
} from '../support/plan-flow';

const DIALOG = '[role="dialog"]';
const REFUSED = 'These credentials do not match our records.';

test('a marketplace customer meets the plan sign-in window', async ({ page, customer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStep(page, `${pathTo('laundry')}?step=choose`);
  await chooseKind(page, 'Monthly plan');
  const total = (await settledTotal(page)).replace(/ a month$/, '');
  await continueToNextStep(page, 'where');
  await answerWhere(page, 'Lekki Phase 1');
  await continueToNextStep(page, 'review');

  // The design token as the browser resolves it, so the check follows the brand, not a hex.
  const brand = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--jara-color-brand)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  const changes = liveApp(page).getByRole('link', { name: /^Change: / });
  await expect(changes.first()).toBeVisible();
  for (const change of await changes.all()) {
    await expect(change).toHaveCSS('color', brand);
    await expect(change).toHaveCSS('text-decoration-line', 'none');
  }
  await changes.first().hover();
  await expect(changes.first()).toHaveCSS('text-decoration-line', 'underline');

  const pay = liveApp(page).getByRole('button', { name: `Pay ${total}` });
  await pay.click();
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  const signIn = page.getByRole('dialog', { name: 'Sign in to your plan account' });
  await expect(signIn).toContainText('Sign in to pay for your laundry plan');
  const email = signIn.getByLabel(/^Email/);
  await expect(email).toHaveValue(customer.customer.email);
  await expectNoSeriousA11yViolations(page, DIALOG);

  await signIn.getByLabel(/^Password/).fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(REFUSED);

  await signIn.getByRole('button', { name: 'New here? Create a plan account' }).click();
  const create = page.getByRole('dialog', { name: 'Create your plan account' });
  await expect(create).toBeVisible();
  await expect(create).not.toContainText('Sign in to pay for');
  await expect(create).not.toContainText(REFUSED);
  await expect(create.getByLabel(/^Full name/)).toHaveValue(customer.customer.name);
  await expect(create.getByLabel(/^Phone number/)).toHaveValue(customer.customer.phone);
  await expect(create.getByLabel(/^Email/)).toHaveValue(customer.customer.email);
  await expectNoSeriousA11yViolations(page, DIALOG);

  await create.getByRole('button', { name: 'Close' }).click();
  await expect(create).toBeHidden();
  await expect(pay).not.toHaveAttribute('aria-busy', 'true');
  await expect(pay).toBeEnabled();
});
