/**
 * Issue 2, item 11: the shell fetches its build meta shortly after idle, polls
 * builds/latest.json, and once a newer build is released it reloads on the next navigation,
 * exactly once. The release is a real shell build, made in place while nginx keeps serving
 * (support/rebuild-shell.ts): its `builds/latest.json` and meta are served at once, uncached.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../../support/e2e-test';
import { moveTime } from '../../support/page-time';
import { E2E_APP_CONFIG } from '@jara/local-stack/runtime-documents';
import { rebuildShell } from '../../support/rebuild-shell';

const POLL_MS = E2E_APP_CONFIG.pollIntervalMs;

/**
 * Whether the shell has said `buildId` is available. Listen before the build: the page polls
 * on while the release is still publishing its pages, and may notice it then.
 */
function noticeOf(page: Page, buildId: string): () => boolean {
  let noticed = false;
  page.on('console', (message) => {
    if (message.text().includes(`build ${buildId} is available`)) noticed = true;
  });
  return () => noticed;
}

/** Moves the page's time a poll at a time until `noticed`. */
async function pollUntil(page: Page, noticed: () => boolean): Promise<void> {
  await expect(async () => {
    await moveTime(page, POLL_MS);
    expect(noticed()).toBe(true);
  }).toPass({ timeout: 30_000 });
}

test('a release while the page is open reloads it once, on the next navigation', async ({
  page,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  await page.clock.install();
  const meta = page.waitForRequest(/\/builds\/meta\/[^/]+\.json$/);
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));

  await page.goto('/about-us');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const currentBuild = await (await page.request.get('/builds/latest.json')).json();
  expect((await meta).url()).toContain(`/builds/meta/${encodeURIComponent(currentBuild.id)}.json`);

  const nextBuild = `e2e-${Date.now().toString(36)}`;
  const noticed = noticeOf(page, nextBuild);
  await rebuildShell(nextBuild);
  const latest = await request.get('/builds/latest.json');
  expect(latest.headers()['cache-control']).toBe('no-cache');
  expect(await latest.json()).toMatchObject({ id: nextBuild });
  expect((await request.get(`/builds/meta/${nextBuild}.json`)).status()).toBe(200);

  await pollUntil(page, noticed);
  expect(documentLoads).toBe(1);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Food' }).click();
  await expect(page).toHaveURL(/\/food$/);
  await expect.poll(() => documentLoads).toBe(2);
  const served = await page.evaluate(
    async () => (await (await fetch('/builds/latest.json')).json()).id,
  );
  expect(served).toBe(nextBuild);

  // The page now runs the new build: further navigation, polls and all, stays in the document.
  await nav.getByRole('link', { name: 'Gifting' }).click();
  await expect(page).toHaveURL(/\/gifting$/);
  for (let poll = 0; poll < 2; poll += 1) await moveTime(page, POLL_MS);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(documentLoads).toBe(2);
});
