/**
 * Issue 13, item 10: hostile text in the shell's own forms at a phone's width: the sign-in and
 * registration forms (refused as an email and a phone, refused or taken as the rest), and the
 * location picker's area search, which says what matched nothing as text.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { DEMO_LOGIN } from '../support/e2e-stack';
import {
  expectNoSidewaysWithin,
  expectRefused,
  expectShownAsText,
  guardAgainstHostileInput,
  PHONE_WIDTH,
} from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';
import { liveApp, waitForLiveApp } from '../support/live-app';

const INVALID_EMAIL = 'Enter a valid email address, like ada@example.com';
const INVALID_PHONE = 'The phone field must be a valid phone number.';
/** The API's longest name (100) and password (128). */
const TOO_LONG = /may not be greater than/;

test('hostile text in sign-in, registration and the area search', async ({ page }) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await page.goto('/stores');
  await waitForLiveApp(page);
  await liveApp(page)
    .getByRole('banner')
    .getByRole('button', { name: 'Sign in', exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  const signIn = dialog.getByRole('form', { name: 'Sign in' });

  for (const { name, text } of IN_BROWSER) {
    await test.step(`sign in: ${name}`, async () => {
      await signIn.getByLabel(/^Email/).fill(text);
      await signIn.getByLabel(/^Password/).fill(text);
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectRefused(signIn.getByLabel(/^Email/), INVALID_EMAIL);
      await signIn.getByLabel(/^Email/).fill(DEMO_LOGIN.email);
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
      const refusal = signIn.getByRole('alert').or(signIn.locator('[aria-invalid="true"]'));
      await expect(refusal.first()).toBeVisible();
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      await guard.expectClean();
    });
  }

  await dialog.getByRole('button', { name: 'Create an account' }).click();
  const register = dialog.getByRole('form', { name: 'Create an account' });
  const fields = {
    name: register.getByLabel(/^Full name/),
    email: register.getByLabel(/^Email/),
    phone: register.getByLabel(/^Phone number/),
    password: register.getByLabel(/^Password/),
  };
  for (const [index, { name, text }] of IN_BROWSER.entries()) {
    await test.step(`register: ${name}`, async () => {
      for (const field of Object.values(fields)) await field.fill(text);
      await register.getByRole('button', { name: 'Create account', exact: true }).click();
      await expectRefused(fields.email, INVALID_EMAIL);
      await guard.expectClean();

      // A valid email takes the rest to the server, which refuses the phone: nobody is created.
      await fields.email.fill(`hostile-${index}@example.com`);
      await register.getByRole('button', { name: 'Create account', exact: true }).click();
      await expectRefused(fields.phone, INVALID_PHONE);
      if (text.length > 128) {
        await expectRefused(fields.name, TOO_LONG);
        await expectRefused(fields.password, TOO_LONG);
      } else {
        await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      await guard.expectClean();
    });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await liveApp(page).getByTestId('location-button').click();
  const picker = page.getByRole('dialog', { name: 'Where should we deliver?' });
  const search = picker.getByLabel(/^Search for your area/);
  for (const { name, text } of IN_BROWSER) {
    await test.step(`area search: ${name}`, async () => {
      await search.fill(text);
      await expectShownAsText(picker, `No area matches “${text}”.`);
      await expectNoSidewaysWithin(picker);
      await guard.expectClean();
    });
  }
});
