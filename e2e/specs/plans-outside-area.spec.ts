/**
 * Issue 12: an address outside every served area (the customer's own location in Kano) gets a
 * clear message and the waiting list, whose confirmation shows in place.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { pathTo } from '@jara/contracts/site-paths';
import { liveApp } from '../support/live-app';
import { openStep, PICKER_TITLE } from '../support/plan-flow';

test.use({ geolocation: { latitude: 12.0, longitude: 8.52 }, permissions: ['geolocation'] });

test('outside every area: the message, then the waiting list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStep(page, `${pathTo('laundry')}?step=where`);
  await liveApp(page).getByRole('button', { name: 'Choose the address' }).click();
  const picker = page.getByRole('dialog', { name: PICKER_TITLE });
  await picker.getByRole('button', { name: /Use my current location/ }).click();
  await expect(picker).toBeHidden();

  await expect(liveApp(page).getByText(/^We do not offer laundry at .+ yet\.$/)).toBeVisible();
  await expect(liveApp(page).getByLabel(/^Street and house number/)).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, { endAt: 390 });

  await liveApp(page)
    .getByLabel(/^Your name/)
    .fill('Amina Bello');
  await liveApp(page)
    .getByLabel(/^Email/)
    .fill('amina@example.com');
  await liveApp(page).getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    liveApp(page).getByText(/^You're on the list\. We will write to amina@example\.com/),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, { endAt: 390 });
});
