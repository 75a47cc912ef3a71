/**
 * Issue 15, item 5: old pages keep working. A page opened before a release keeps loading the
 * chunks it started with (release folders are immutable) and moves to the new version at its
 * next navigation, with a full load of where it was going; a page opened before a rollback
 * likewise. The page learns of each change from its registry poll (every 2 s on this stack).
 */
import { expect, type Page, type Response } from '@playwright/test';
import { test } from '../../support/e2e-test';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { E2E_ORIGINS, E2E_URLS } from '../../support/e2e-stack';
import { waitForLiveApp } from '../../support/live-app';
import { keepRegistry, releaseOnStack, rollbackOnStack } from '../../support/release-cli';
import { removeTestReleases } from '../../support/test-releases';

const STOREFRONT = E2E_ORIGINS.remotes.storefront;

/** The registry answer this page polls next that names `version` for the storefront. */
function polledRegistryNaming(page: Page, version: string): Promise<Response> {
  return page.waitForResponse(
    async (response) =>
      response.url() === E2E_URLS.registry &&
      ((await response.json()) as RemoteRegistry).remotes.storefront?.version === version,
    { timeout: 30_000 },
  );
}

/** An in-app move, as the site's own links make: a history entry and the router's popstate. */
const moveInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The storefront manifest the page loads next, from whichever release folder. */
const storefrontManifest = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().startsWith(STOREFRONT) && response.url().endsWith('/mf-manifest.json'),
  );

test('a page opened before a release or a rollback keeps its chunks and moves at its next navigation', async ({
  page,
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const restoreRegistry = await keepRegistry();
  const stamp = Date.now().toString(36);
  const [first, second] = [`e2e-old-${stamp}`, `e2e-new-${stamp}`];
  try {
    await releaseOnStack('storefront', { version: first });

    // The marketplace screen's chunk of the first release waits until the second is out.
    let letChunkThrough!: () => void;
    const secondReleased = new Promise<void>((resolve) => (letChunkThrough = resolve));
    const heldChunk = new RegExp(`/v/${first}/screen-home\\.[0-9a-f]{10}\\.js$`);
    await page.route(heldChunk, async (route) => {
      await secondReleased;
      await route.continue();
    });
    const chunkServed = page.waitForResponse((response) => heldChunk.test(response.url()));
    await page.goto('/stores', { waitUntil: 'commit' });
    // The page may poll while the release is still publishing its pages, and polls no more once
    // it has seen a change: listen before the release.
    const pageSawSecond = polledRegistryNaming(page, second);
    await releaseOnStack('storefront', { version: second });
    letChunkThrough();
    expect((await chunkServed).status()).toBe(200);
    await waitForLiveApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();

    // Once the page has seen the release, its next navigation is a full load on the new one.
    await pageSawSecond;
    let manifest = storefrontManifest(page);
    const document = page.waitForRequest(
      (sent) => sent.resourceType() === 'document' && /\/stores\/[^/]+$/.test(sent.url()),
    );
    await page.locator('#root main a[href^="/stores/"]').first().click();
    await document;
    expect((await manifest).url()).toBe(`${STOREFRONT}/v/${second}/mf-manifest.json`);
    await waitForLiveApp(page);
    const storeHeading = page.getByRole('heading', { level: 1 });
    await expect(storeHeading).not.toHaveText('Marketplace');

    // A rollback: this page, now on the second release, keeps working (its folder stays
    // served) and moves back to the first at its next navigation.
    const pollAfterRollback = polledRegistryNaming(page, first);
    await rollbackOnStack('storefront');
    await pollAfterRollback;
    const secondEntry = await request.get(`${STOREFRONT}/v/${second}/remoteEntry.js`);
    expect(secondEntry.status()).toBe(200);
    await expect(storeHeading).toBeVisible();
    manifest = storefrontManifest(page);
    await moveInApp(page, '/stores');
    expect((await manifest).url()).toBe(`${STOREFRONT}/v/${first}/mf-manifest.json`);
    await waitForLiveApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  } finally {
    await restoreRegistry();
    await removeTestReleases('storefront', [first, second]);
  }
});
