/**
 * A customer who taps back and forward quickly lands on the page the address bar shows. Going
 * forward from an animated shell page onto a remote's page within a frame of the animation used
 * to leave the shell page on screen under the remote page's URL.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { walkShellPagesIntoMarketplace } from '../support/site-flows';

// The animation between shell pages is what raced the change onto the remote's page.
test.use({ reducedMotion: 'no-preference' });

test('back and forward in quick succession end on the page the URL names', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await walkShellPagesIntoMarketplace(page);
  const marketplace = page.getByRole('heading', { name: 'Marketplace', level: 1 });

  // Five rounds: before the fix one round in two (at least) ended on the wrong page.
  for (let round = 0; round < 5; round++) {
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/food$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Marketplace');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(marketplace).toBeVisible();
    await expect(page.locator('[data-remote="storefront"][data-phase="mounted"]')).toHaveCount(1);
  }
});
