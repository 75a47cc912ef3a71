/**
 * Issue 12: a plan payment declined on the hosted page comes back to /sign-up-successful, which
 * asks the server (never the status in the address) and shows the provider's reason, with a way
 * back to the flow's review step, the draft kept.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { E2E_URLS } from '../support/e2e-stack';
import { expectHostedPage, payOnHostedPage, TEST_CARDS } from '../support/hosted-payment';
import { holdPlanSession, planLoginThroughApi, planPaymentLink } from '../support/plans-screens';

test('a declined plan payment says why, and leads back to review', async ({ page }) => {
  const auth = await planLoginThroughApi();
  const link = await planPaymentLink(
    auth,
    {
      service: 'laundry',
      kind: 'plan',
      unit: 'bags',
      quantity: 2,
      care: 'wash_fold',
      pickups_per_month: 2,
    },
    `${E2E_URLS.site}${pathTo('sign-up-successful')}`,
  );
  await holdPlanSession(page, auth);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(link.payment_link);
  await expectHostedPage(page, /₦[\d,]+/);
  await payOnHostedPage(page, TEST_CARDS.insufficientFunds);
  await page.waitForURL(/\/sign-up-successful\?reference=PAY-/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your payment did not go through',
  );
  await expect(page.getByText('Insufficient funds')).toBeVisible();
  await expect(page.getByText(`Reference ${link.reference}.`, { exact: false })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSeriousA11yViolations(page);
  }

  const retry = page.getByRole('link', { name: 'Try again' });
  await expect(retry).toHaveAttribute('href', `${pathTo('laundry')}?step=review`);
  await retry.click();
  // The link was made outside this tab, so the tab holds no draft: the flow opens at the first
  // step it has no answer for (a customer coming from the flow lands on review itself).
  await expect(page).toHaveURL(`${pathTo('laundry')}?step=where`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
