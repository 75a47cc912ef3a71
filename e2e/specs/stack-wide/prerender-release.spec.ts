/**
 * Issue 11, item 6: a content release republishes the blog, and a page prerendered before it
 * keeps working, because every asset it names is still served (release folders are immutable,
 * the shell keeps its previous hashed files).
 */
import { expect } from '@playwright/test';
import { test } from '../../support/e2e-test';
import { E2E_ORIGINS } from '../../support/e2e-stack';
import { assetUrls, fetchHtml, releaseRemote, SUYA_POST } from '../../support/prerender-checks';
import { keepRegistry } from '../../support/release-cli';

test('an old prerendered post still loads every asset and works after a content release', async ({
  page,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  const before = await fetchHtml(request, SUYA_POST.path);
  const oldAssets = assetUrls(before);
  expect(oldAssets.filter((asset) => asset.startsWith(E2E_ORIGINS.remotes.content))).not.toEqual(
    [],
  );

  // A visitor's browser gets the HTML before the release, and its scripts only after it.
  let scriptsMayLoad!: () => void;
  const released = new Promise<void>((resolve) => (scriptsMayLoad = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const restoreRegistry = await keepRegistry();
  try {
    await page.goto(SUYA_POST.path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: SUYA_POST.title });
    await expect(heading).toBeVisible();
    const version = await releaseRemote('content');
    scriptsMayLoad();

    const after = await fetchHtml(request, SUYA_POST.path);
    expect(after).toContain(`${E2E_ORIGINS.remotes.content}/v/${version}/`);
    for (const asset of oldAssets) {
      expect({ asset, status: (await request.get(asset)).status() }).toEqual({
        asset,
        status: 200,
      });
    }

    await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
    await expect(heading).toBeVisible();
    await page.getByRole('link', { name: /back to the blog/i }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    scriptsMayLoad();
    await restoreRegistry();
  }
});
