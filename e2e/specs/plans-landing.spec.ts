/**
 * Issue 12, the landing: /laundry (NG) and /ke/cleaning (KE) at a phone's and a laptop's width
 * show the service's price from the plans API in the country's currency and its ready-made plans,
 * pass axe, and lead into the flow's first step; a chosen plan is what the flow starts from. The
 * home page's second main button ends on the laundry landing.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { STORAGE_KEYS } from '@jara/state/persisted';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { liveApp, waitForLiveApp } from '../support/live-app';

const LANDINGS = [
  {
    path: pathTo('laundry'),
    service: 'laundry',
    from: /^From ₦[\d,]+ for a one-off pickup$/,
    offer: 'Family laundry',
    draftHas: '"care":"wash_iron"',
  },
  {
    path: pathTo('cleaning', { country: 'KE' }),
    service: 'cleaning',
    from: /^From KSh [\d,]+ for a one-off visit$/,
    offer: 'Spotless home',
    draftHas: '"bedrooms":3',
  },
] as const;

const WIDTHS = [390, 1280];

async function openLanding(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForLiveApp(page);
}

for (const { path, service, from, offer, draftHas } of LANDINGS) {
  test(`${path}: prices in the country's currency at 390 and 1280 px, and into the flow`, async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await openLanding(page, path, width);
      const live = liveApp(page);
      await expect(live.getByTestId('price-from')).toHaveText(from);
      await expect(live.getByRole('button', { name: `Choose ${offer}` })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    }
    await liveApp(page)
      .getByRole('link', { name: `Choose your ${service} plan` })
      .click();
    await expect(page).toHaveURL(`${path}?step=choose`);

    await openLanding(page, path, 390);
    await liveApp(page)
      .getByRole('button', { name: `Choose ${offer}` })
      .click();
    await expect(page).toHaveURL(`${path}?step=choose`);
    const drafts = await page.evaluate(
      (key) => sessionStorage.getItem(key),
      STORAGE_KEYS.planDrafts,
    );
    expect(drafts).toContain(draftHas);
  });
}

test('the home page’s "Book a laundry pickup" opens the laundry landing', async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);
  await liveApp(page).getByRole('link', { name: 'Book a laundry pickup' }).click();
  await expect(page).toHaveURL(new RegExp(`${pathTo('laundry')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Laundry');
  await expect(liveApp(page).getByTestId('price-from')).toHaveText(/^From ₦/);
});
