/**
 * Issue 10, item 5: the demo customer adds an address through the location picker, edits it,
 * makes it the default (which the checkout then chooses first), and deletes it with spec 8's
 * exact toast. Hostile text in the address shows as text.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { ADDRESS_BOOK, addressCard, openSignedIn, pickArea } from '../support/account-flow';
import { checkoutASimpleDish } from '../support/checkout-flow';

const HOSTILE = '"><img src=x onerror=alert(1)>';
const PICKER = 'Where is this address?';

test('add, edit, make default and delete an address; the checkout picks the default', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ADDRESS_BOOK);
  await expect(addressCard(page, 'Home').getByText('Default', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole('button', { name: 'Add an address' }).click();
  await pickArea(page, PICKER, 'Yaba');
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByText('Yaba, Lagos')).toBeVisible();
  await form.getByLabel(/^Street and house number/).fill('3 Herbert Macaulay Way');
  await form.getByLabel(/^Landmark/).fill(HOSTILE);
  await form.getByLabel(/^Phone for the rider/).fill('+234 802 000 1111');
  await form.getByRole('button', { name: 'Other' }).click();
  await form.getByLabel(/^Name this address/).fill('Studio');
  await expectAccessibleAtBothWidths(page);
  await form.getByRole('button', { name: 'Save address' }).click();

  const studio = addressCard(page, 'Studio');
  await expect(studio.getByText('3 Herbert Macaulay Way, Yaba, Lagos')).toBeVisible();
  await expect(studio.getByText(`Landmark: ${HOSTILE}`)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await studio.getByRole('button', { name: 'Edit Studio' }).click();
  const edit = page.getByRole('form', { name: 'Edit Studio' });
  await expect(edit.getByLabel(/^Street and house number/)).toHaveValue('3 Herbert Macaulay Way');
  await edit.getByLabel(/^Street and house number/).fill('7 Bode Thomas Street');
  await edit.getByRole('button', { name: 'Change location' }).click();
  await pickArea(page, PICKER, 'Surulere');
  await expect(edit.getByText('Surulere, Lagos')).toBeVisible();
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(studio.getByText('7 Bode Thomas Street, Surulere, Lagos')).toBeVisible();

  await studio.getByRole('button', { name: 'Make default Studio' }).click();
  await expect(studio.getByText('Default', { exact: true })).toBeVisible();
  await expect(addressCard(page, 'Home').getByText('Default', { exact: true })).toHaveCount(0);

  // The checkout reads the same saved addresses: the default comes first.
  await checkoutASimpleDish(page);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('radio', { name: /^Studio/ })).toBeChecked();

  await page.goto(ADDRESS_BOOK);
  await addressCard(page, 'Studio').getByRole('button', { name: 'Delete Studio' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Studio?' });
  await expectAccessibleAtBothWidths(page);
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'The address has been deleted.' });
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveText(/^The address has been deleted\.$/);
  await expect(addressCard(page, 'Studio')).toHaveCount(0);
  await expect(addressCard(page, 'Home').getByText('Default', { exact: true })).toBeVisible();
});
