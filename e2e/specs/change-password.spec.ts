/**
 * Issue 10, item 4: the demo customer changes the password in personal info (a wrong current
 * password gets the server's message at its field), logs out, and signs in with the new one;
 * the old one is refused with the server's message.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { logOut, openAsDemo, PERSONAL_INFO } from '../support/account-flow';
import { DEMO_LOGIN } from '../support/e2e-stack';
import { fillLoginModal } from '../support/site-flows';

// The demo password is every other spec's sign-in: put it back.

const NEW_PASSWORD = 'Better456!';

test('change the password, log out, and sign in with the new one only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsDemo(page, PERSONAL_INFO);
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await form.getByLabel(/^Current password/).fill('not-my-password');
  await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The password is incorrect.')).toBeVisible();
  await expect(form.getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD);

  await form.getByLabel(/^Current password/).fill(DEMO_LOGIN.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your password is changed.')).toBeVisible();

  await logOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await fillLoginModal(page, DEMO_LOGIN);
  await expect(
    page.getByRole('dialog').getByText('These credentials do not match our records.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await fillLoginModal(page, { email: DEMO_LOGIN.email, password: NEW_PASSWORD });
  await expect(page.getByTestId('account-menu')).toBeVisible();
});
