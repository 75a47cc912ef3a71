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

  await page.goto('/about-us');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/food$/);
  await expect.poll(() => documentLoads).toBe(2);
  const served = await page.evaluate(
    async () => (await (await fetch('/builds/latest.json')).json()).id,
  );
  expect(served).toBe(nextBuild);

  // The page now runs the new build: further navigation stays in the document.
  await nav.getByRole('link', { name: 'Gifting' }).click();
  await expect(page).toHaveURL(/\/gifting$/);
  await page.waitForTimeout(3000);
  expect(documentLoads).toBe(2);
});
