/**
 * A closed store says when it opens and takes nothing. The sandbox's clock moves on to 03:00 in
 * Lagos, before any seeded restaurant opens (the browser's clock is set to the same instant, so
 * "today" means the same day to both), and afterwards on to the next midday, where the rest of
 * the suite expects open stores.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { advanceSandboxClock } from '../support/sandbox-control';
import { openStore } from '../support/site-flows';
import { storeWithMenu } from '../support/store-page-data';

/** Moves the sandbox's clock on to the next `utcHour`:00 and returns its new now. */
async function moveClockTo(utcHour: number): Promise<Date> {
  const now = Date.parse((await advanceSandboxClock(0)).now);
  const target = new Date(now);
  target.setUTCHours(utcHour, 0, 0, 0);
  if (target.getTime() <= now) target.setUTCDate(target.getUTCDate() + 1);
  return new Date((await advanceSandboxClock(target.getTime() - now)).now);
}

test.afterAll(() => moveClockTo(11));

test('a closed store shows its menu, says when it opens, and offers no add button', async ({
  page,
}) => {
  const now = await moveClockTo(2);
  const { vendor } = await storeWithMenu('NG');
  const lagosDay = new Date(now.getTime() + 3_600_000).getUTCDay();
  const opens = vendor.working_hours.find((slot) => slot.day === lagosDay)?.opens;
  test.skip(!opens || opens <= '03:00' || vendor.is_open, 'the chosen store is open at 03:00');
  await page.clock.setFixedTime(now);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await openStore(page, vendor);
    await expect(page.getByTestId('closed-notice')).toContainText(
      `Closed now · opens today at ${opens}`,
    );
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add .* to cart$/ })).toHaveCount(0);
    await expect(page.getByText('Store closed').first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});
