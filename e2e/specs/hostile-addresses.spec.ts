/**
 * Issue 13, item 10: hostile text in every field of the address book's form, at a phone's width.
 * The phone field refuses it with its own message; the rest is saved (or, over the API's
 * lengths, refused at the field) and the saved address shows it back as text.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { ADDRESS_BOOK, openAsDemo, pickArea } from '../support/account-flow';
import {
  expectRefused,
  expectShownAsText,
  guardAgainstHostileInput,
  PHONE_WIDTH,
} from '../support/hostile-input';
import { IN_BROWSER } from '@jara/testing/hostile-strings';

const PHONE_RULE = 'Enter a phone number: digits, with + before a country code.';
/** The API's longest street and landmark (200) and label (60). */
const TOO_LONG = /may not be greater than/;

test('hostile text in the street, landmark, phone and name of an address', async ({ page }) => {
  const guard = await guardAgainstHostileInput(page);
  await page.setViewportSize(PHONE_WIDTH);
  await openAsDemo(page, ADDRESS_BOOK);
  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');

  for (const { name, text } of IN_BROWSER) {
    await test.step(name, async () => {
      await page.getByRole('button', { name: 'Add an address' }).click();
      await pickArea(page, 'Where is this address?', 'Yaba');
      const form = page.getByRole('form', { name: 'New address' });
      const street = form.getByLabel(/^Street and house number/);
      const landmark = form.getByLabel(/^Landmark/);
      const phone = form.getByLabel(/^Phone for the rider/);
      const label = form.getByLabel(/^Name this address/);
      await street.fill(text);
      await landmark.fill(text);
      await phone.fill(text);
      await form.getByRole('button', { name: 'Other' }).click();
      await label.fill(text);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expectRefused(phone, PHONE_RULE);
      await guard.expectClean();

      await phone.fill('+234 802 000 1111');
      await form.getByRole('button', { name: 'Save address' }).click();
      if (text.length > 200) {
        await expectRefused(street, TOO_LONG);
        await expectRefused(landmark, TOO_LONG);
        await expectRefused(label, TOO_LONG);
        await guard.expectClean();
        await form.getByRole('button', { name: 'Cancel' }).click();
        return;
      }
      await expect(form).toBeHidden();
      const card = saved.filter({ hasText: `Landmark: ${text}` });
      await expect(card).toHaveCount(1);
      await expectShownAsText(card.getByRole('heading'), text);
      await expectShownAsText(card, `${text}, Yaba`);
      await guard.expectClean();
    });
  }
});
