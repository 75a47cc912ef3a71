/**
 * Issue 13, item 10: hostile text in the plan flow at a phone's width: the discount code is
 * refused at its field; the street and landmark are kept and the review shows them as text; the
 * waiting list (an address in Kano) refuses it as an email and takes it as a name.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { pickArea } from '../support/account-flow';
import {
  expectRefused,
  expectShownAsText,
  guardAgainstHostileInput,
  PHONE_WIDTH,
} from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';
import { liveApp } from '../support/live-app';
import { continueToNextStep, dayAhead, openStep, PICKER_TITLE } from '../support/plan-flow';

const INVALID_EMAIL = 'Enter a valid email address, like ada@example.com';

test.use({ geolocation: { latitude: 12.0, longitude: 8.52 }, permissions: ['geolocation'] });

test('hostile text in the discount code, street, landmark and waiting list', async ({ page }) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await openStep(page, `${pathTo('cleaning')}?step=choose`);
  const app = liveApp(page);
  const code = app.getByLabel('Discount code');

  for (const { name, text } of IN_BROWSER) {
    await test.step(`discount code: ${name}`, async () => {
      await code.fill(text);
      await app.getByRole('button', { name: 'Apply' }).click();
      await expectRefused(code);
      await guard.expectClean();
    });
  }

  await continueToNextStep(page, 'where');
  await app.getByRole('button', { name: 'Choose the address' }).click();
  await pickArea(page, PICKER_TITLE, 'Victoria Island');
  await expect(app.getByText(/^We come to /)).toBeVisible();
  for (const { name, text } of IN_BROWSER) {
    await test.step(`street and landmark: ${name}`, async () => {
      await app.getByLabel(/^Street and house number/).fill(text);
      await app.getByLabel(/^Landmark/).fill(text);
      await app.getByLabel(/^First visit/).fill(dayAhead());
      await continueToNextStep(page, 'review');
      const summary = app.getByTestId('plan-summary');
      await expectShownAsText(summary, `${text}, `);
      await expectShownAsText(summary.locator('div', { hasText: /^Landmark/ }), text);
      await guard.expectClean();
      await app.getByRole('link', { name: 'Change: Address' }).click();
      await expect(page).toHaveURL(/\?step=where$/);
    });
  }

  await openStep(page, `${pathTo('laundry')}?step=where`);
  await app.getByRole('button', { name: 'Choose the address' }).click();
  const picker = page.getByRole('dialog', { name: PICKER_TITLE });
  await picker.getByRole('button', { name: /Use my current location/ }).click();
  await expect(picker).toBeHidden();
  const waitingList = app.getByRole('form', { name: 'Join the waiting list' });
  const person = waitingList.getByLabel(/^Your name/);
  const email = waitingList.getByLabel(/^Email/);
  for (const { name, text } of IN_BROWSER) {
    await test.step(`waiting list: ${name}`, async () => {
      await person.fill(text);
      await email.fill(text);
      await waitingList.getByRole('button', { name: 'Join the waiting list' }).click();
      await expectRefused(email, INVALID_EMAIL);
      await expect(person).not.toHaveAttribute('aria-invalid', 'true');
      await guard.expectClean();
    });
  }
  await person.fill(IN_BROWSER[0]!.text);
  await email.fill('amina@example.com');
  await waitingList.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    app.getByText(/^You're on the list\. We will write to amina@example\.com/),
  ).toBeVisible();
  await guard.expectClean();
});
