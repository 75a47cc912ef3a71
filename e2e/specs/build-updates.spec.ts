/**
 * Issue 2, item 11: the shell fetches its build meta shortly after idle, polls
 * builds/latest.json, and once a newer build is released it reloads on the next navigation,
 * exactly once.
 */
import { expect, test } from '@playwright/test';
import { rebuildShell } from '../support/rebuild-shell';

test('a release while the page is open reloads it once, on the next navigation', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const meta = page.waitForRequest(/\/builds\/meta\/[^/]+\.json$/);
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));

  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  const currentBuild = await (await page.request.get('/builds/latest.json')).json();
  expect((await meta).url()).toContain(`/builds/meta/${encodeURIComponent(currentBuild.id)}.json`);

  const nextBuild = `e2e-${Date.now().toString(36)}`;
  const noticed = page.waitForEvent('console', {
    predicate: (message) => message.text().includes(`build ${nextBuild} is available`),
    timeout: 60_000,
  });
  await rebuildShell(nextBuild);
  await noticed;
  expect(documentLoads).toBe(1);

  const sidebar = page.getByRole('navigation', { name: 'Marketplace' });
  await sidebar.getByRole('link', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/marketplace\/referral$/);
  await expect(page.getByRole('heading', { name: 'Referral', level: 1 })).toBeVisible();
  await expect.poll(() => documentLoads).toBe(2);
  const served = await page.evaluate(
    async () => (await (await fetch('/builds/latest.json')).json()).id,
  );
  expect(served).toBe(nextBuild);

  // The page now runs the new build: further navigation stays in the document.
  await sidebar.getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(documentLoads).toBe(2);
});
