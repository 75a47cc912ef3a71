/**
 * Issue 13 case 6: the demo customer is signed in on two other devices and changes the password
 * in personal info. The page that changed it stays signed in; both other devices' tokens are
 * refused, and an open page on one of them is logged out by its next call.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { openAsDemo, PERSONAL_INFO } from '../support/account-flow';
import { DEMO_LOGIN, E2E_URLS } from '../support/e2e-stack';
import { openDevice, signInElsewhere } from '../support/other-device';

// The demo customer's password and tokens change here: the next spec gets the seed back.

const profileStatus = async (token: string) =>
  (
    await fetch(`${E2E_URLS.api}/account/profile`, {
      headers: { accept: 'application/json', location: 'NG', authorization: `Bearer ${token}` },
    })
  ).status;

test('a new password signs the other devices out and keeps this one in', async ({
  page,
  browser,
}) => {
  const phone = await signInElsewhere();
  const laptop = await signInElsewhere();
  expect(await profileStatus(phone.token)).toBe(200);

  const laptopContext = await openDevice(browser, laptop);
  const laptopPage = await laptopContext.newPage();
  await laptopPage.goto('/stores');
  await expect(laptopPage.getByTestId('account-menu')).toContainText('Ada');

  await openAsDemo(page, PERSONAL_INFO);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill(DEMO_LOGIN.password);
  await form.getByLabel(/^New password/).fill('Better456!');
  await form.getByLabel(/^Repeat the new password/).fill('Better456!');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your password is changed.')).toBeVisible();

  expect(await profileStatus(phone.token)).toBe(401);
  expect(await profileStatus(laptop.token)).toBe(401);

  // The laptop's open page learns it at its next call: opening its wallet is one (its profile
  // was read when the page opened, so the account screen would not ask again). A call the page
  // makes by itself may come first, so the way to the wallet is the sidebar's, there either way.
  await laptopPage
    .getByRole('navigation', { name: 'Marketplace' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await expect(laptopPage.getByTestId('account-menu')).toHaveCount(0);
  await expect(
    laptopPage.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeVisible();
  await laptopContext.close();

  // The page that changed the password is still signed in, after a reload too.
  await page.reload();
  await expect(page.getByTestId('account-menu')).toContainText('Ada');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
});
