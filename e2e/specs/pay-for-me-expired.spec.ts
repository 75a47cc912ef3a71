/**
 * Issue 9, item 4: a pay-for-me link nobody paid within a day says it expired, and whom to ask
 * for a new one. The payer's view passes axe at 390 and 1280 px.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessibleAtBothWidths } from '../support/accessibility';
import { checkOutForSomeoneElse, openAsPayer } from '../support/pay-for-me-flow';
import { advanceSandboxClock } from '../support/sandbox-control';

const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000;

test('a link nobody paid for a day says it expired', async ({ page, browser }) => {
  const { link } = await checkOutForSomeoneElse(page);
  await advanceSandboxClock(DAY_AND_AN_HOUR);

  const payer = await openAsPayer(browser, link);
  await expect(payer.getByRole('heading', { level: 1 })).toHaveText(
    'This payment link has expired',
  );
  await expect(payer.getByText('Ask Ada for a new one.')).toBeVisible();
  await expectAccessibleAtBothWidths(payer);
});
