/**
 * Issue 10, item 2: the referral page shares the customer's own link. A network opens in a
 * popup carrying that link; the network's site is a stub, so nothing leaves the machine.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openRewards, rewardsSection, waitForSections } from '../support/rewards-flow';

test.beforeEach(async ({ context }) => {
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Facebook stub</title>' }),
  );
});

test("a share popup opens from the referral page with the customer's link", async ({ page }) => {
  await openRewards(page);
  await waitForSections(page);
  const invite = rewardsSection(page, 'Invite friends');
  const link = await invite.getByText(/\/signup\?ref=/).textContent();
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/signup\\?ref=`));

  await invite.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your invitation' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Facebook' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).searchParams.get('u')).toBe(link);
  await expect(dialog).toBeHidden();
});
