/** Issue 9, item 8: a completed order is rated, shows its rating, and the store's reviews show it. */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { signInDemo } from '../support/demo-sign-in';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { openDetails, openHistory, VIEWPORTS } from '../support/orders-flow';

for (const viewport of VIEWPORTS) {
  test(`rating a completed order shows on the store page (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const comment = `Suya was perfect at ${viewport.width} px`;
    await signInDemo(page);
    await page.goto('/stores');
    await openHistory(page);
    const drawer = await openDetails(page, 'Lekki Grill House', 'JR-LGH002');

    const stars = drawer.getByRole('group', { name: 'How was Lekki Grill House?' });
    await stars.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await drawer.getByLabel('Comment (optional)').fill(comment);
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Send rating' }).click();

    await expect(drawer.getByTestId('order-rating')).toContainText(comment);
    await expect(drawer.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Send rating' })).toHaveCount(0);

    await drawer.getByRole('link', { name: 'Lekki Grill House' }).click();
    await expect(page.getByRole('heading', { name: 'Lekki Grill House', level: 1 })).toBeVisible();
    await expect(page.getByText(comment)).toBeVisible();
  });
}
