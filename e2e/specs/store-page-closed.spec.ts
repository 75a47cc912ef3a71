/**
 * A closed store says when it opens and takes nothing. The browser's clock is set to 03:00 on
 * a Tuesday in Lagos, before any seeded restaurant opens; the store and its menu are the
 * sandbox's own.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { resetSandbox } from '../support/sandbox-control';
import { openStore } from '../support/site-flows';
import { storeWithMenu } from '../support/store-page-data';

test.beforeEach(() => resetSandbox());

test('a closed store shows its menu, says when it opens, and offers no add button', async ({
  page,
}) => {
  const { vendor } = await storeWithMenu('NG');
  const opens = vendor.working_hours.find((slot) => slot.day === 2)?.opens;
  test.skip(!opens || opens <= '03:00', 'the chosen store opens before 03:00 on Tuesdays');
  await page.clock.setFixedTime(new Date('2026-01-06T02:00:00Z'));

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
