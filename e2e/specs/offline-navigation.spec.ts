/**
 * Issue 13, item 2: offline, following a link to a page whose chunk is not loaded yet must not
 * reload into the browser's offline page. The page says "You're offline" where the page would
 * be, the header and the signed-in customer stay as they were, and the page appears once the
 * connection is back, in the same document.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';

test('offline, a page not loaded yet says so in place, keeps everything, and appears when back online', async ({
  context,
  page,
  customer,
}) => {
  await page.goto('/');
  const account = page.getByTestId('account-menu');
  await expect(account).toContainText(customer.customer.name.split(' ')[0]!);
  await page.evaluate(() => ((window as { e2eMark?: string }).e2eMark = 'same document'));
  const mark = () => page.evaluate(() => (window as { e2eMark?: string }).e2eMark);

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food' }).click();

  await expect(page).toHaveURL(/\/food$/);
  const notice = page.getByTestId('offline-notice');
  await expect(notice.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await mark()).toBe('same document');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(account).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'What people are ordering' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await mark()).toBe('same document');
  await expect(account).toBeVisible();
});
