/**
 * Issue 10, item 4: a profile name that looks like markup is saved and shown as text, in the
 * form and in the account menu, and the screen leads to account deletion.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { openAsDemo, PERSONAL_INFO } from '../support/account-flow';

const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>';

test('a hostile profile name stays text; the way to deletion is one link away', async ({
  page,
}) => {
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  await openAsDemo(page, PERSONAL_INFO);
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel(/^Full name/).fill(HOSTILE);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile has been updated.' }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Your details' }).getByLabel(/^Full name/),
  ).toHaveValue(HOSTILE);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(alerted).toBe(false);

  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(new RegExp(`${pathTo('delete-account')}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /^Delete your .* account$/ }),
  ).toBeVisible();
});
