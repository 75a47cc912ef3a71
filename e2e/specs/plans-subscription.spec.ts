/**
 * Issue 12, /subscription: a visitor sees the ready-made plans side by side at 1280 px and stacked
 * at 390 px, and choosing one opens the flow's choose step; the demo customer, signed in through
 * the plan login modal, sees the cleaning plan the sandbox seeds for them.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { liveApp, waitForLiveApp } from '../support/live-app';
import { cardTops } from '../support/plans-screens';
import { fillLoginModal } from '../support/site-flows';

test('the plans side by side for a visitor, and a plan customer’s own plan', async ({ page }) => {
  const live = liveApp(page);
  const cleaningCards = live.getByRole('region', { name: 'Home cleaning plans' }).getByRole('list');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathTo('subscription'));
    await waitForLiveApp(page);
    await expect(live.getByRole('button', { name: 'Choose Tidy home' })).toBeVisible();
    await expect(
      live.getByRole('region', { name: 'Laundry plans' }).getByRole('listitem'),
    ).toHaveCount(2);
    const [first, second] = await cardTops(cleaningCards);
    if (width === 1280) expect(second).toBe(first);
    else expect(second).toBeGreaterThan(first!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yViolations(page);
  }

  await live.getByRole('button', { name: 'Choose Tidy home' }).click();
  await expect(page).toHaveURL(`${pathTo('cleaning')}?step=choose`);

  await page.goto(pathTo('subscription'));
  await waitForLiveApp(page);
  await live.getByRole('button', { name: 'Sign in to see your plan' }).click();
  await fillLoginModal(page);
  const mine = live.getByRole('region', { name: 'Your plans' });
  const plan = mine.getByRole('listitem');
  await expect(plan).toHaveCount(1);
  await expect(plan.getByRole('heading')).toHaveText('Home cleaning, monthly plan');
  await expect(plan).toContainText('12 Admiralty Road, Lekki Phase 1, Lagos');
  await expect(plan.getByTestId('plan-total')).toHaveText(/^(₦[\d,]+){1,2} a month$/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
  }
});
