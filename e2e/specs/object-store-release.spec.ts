/**
 * Issue 15, item 4: releases to an S3-compatible object store, and a rollback there. s3rver runs
 * for this spec; the release tool (`--target s3`, `--skip-build`) uploads the five remotes'
 * current builds under immutable versioned keys with their cache headers, and writes the
 * registry object last (one release at a time: s3rver ignores If-Match, so concurrent writers
 * would not be refused as S3 refuses them; the release tool's jest tests cover that behind a
 * gate).
 *
 * The browser then loads the site from the store as it would through a CDN. The site's CSP lets
 * it load code only from the stack's origins, so the public URL the registry entries are written
 * under is a path on the storefront's origin, and Playwright plays the CDN: it answers that path
 * with the store's objects and the site's `/registry.json` with the registry object, headers
 * kept (support/cdn-stand-in.ts; the README's CDN routes the same two). The stack's own registry
 * and release folders are not touched.
 */
import { expect, type BrowserContext } from '@playwright/test';
import { test } from '../support/e2e-test';
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { IMMUTABLE, NO_CACHE } from '@jara/local-stack/serving-rules';
import { serveThroughCdn } from '../support/cdn-stand-in';
import { E2E_ORIGINS, E2E_URLS } from '../support/e2e-stack';
import { gotoLive, liveApp, waitForLiveApp } from '../support/live-app';
import { startObjectStore, type LocalObjectStore } from '../support/local-object-store';
import { releaseFilesOf, releaseFilesRequested } from '../support/release-files';
import { s3ReleaseTool } from '../support/s3-release-cli';

const BUCKET = 'jara-e2e-releases';
const PUBLIC_URL = `${E2E_ORIGINS.remotes.storefront}/cdn/${BUCKET}`;

/** Pages that, between them, load every remote (the marketplace's layout has the cart and orders). */
const SCREENS: { path: string; remotes: RemoteName[] }[] = [
  { path: '/stores', remotes: ['storefront', 'checkout', 'orders'] },
  { path: '/blog', remotes: ['content'] },
  { path: '/laundry', remotes: ['plans'] },
];

const cacheControl = async (store: LocalObjectStore, key: string) => {
  const response = await fetch(store.objectUrl(key), { method: 'HEAD' });
  return response.ok ? response.headers.get('cache-control') : `HTTP ${response.status}`;
};

/** Which storefront release a page newly opened in `context` loads from the store. */
async function storefrontLoaded(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage();
  const requested = releaseFilesRequested(page, `${PUBLIC_URL}/storefront`);
  // Until the live app is there the prerendered page shows the heading: the remote's entry may
  // not have been asked for yet.
  await gotoLive(page, '/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await page.close();
  return requested();
}

test('releases to an object store behind a CDN, and rolls back there', async ({
  context,
  page,
}) => {
  test.setTimeout(4 * 60_000);
  const stamp = Date.now().toString(36);
  const [first, second] = [`e2e-s3-${stamp}-1`, `e2e-s3-${stamp}-2`];
  const store = await startObjectStore(BUCKET, E2E_URLS.site);
  try {
    const tool = s3ReleaseTool(store, PUBLIC_URL);
    for (const remote of REMOTE_NAMES) await tool.release(remote, first);

    // Cache headers set on upload, read back from the store with plain HEADs.
    const folder = `storefront/v/${first}`;
    const manifest = (await (
      await fetch(store.objectUrl(`${folder}/mf-manifest.json`))
    ).json()) as {
      exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const { js, css } = manifest.exposes[0]!.assets;
    const headers = {
      [`${folder}/remoteEntry.js`]: IMMUTABLE,
      [`${folder}/${js.sync[0]}`]: IMMUTABLE,
      [`${folder}/${css.sync[0]}`]: IMMUTABLE,
      [`${folder}/mf-manifest.json`]: NO_CACHE,
      [`${folder}/release.json`]: NO_CACHE,
      'registry.json': NO_CACHE,
      // The CDN compresses: precompressed siblings stay behind.
      [`${folder}/remoteEntry.js.br`]: 'HTTP 404',
    };
    for (const [key, expected] of Object.entries(headers)) {
      expect({ key, cacheControl: await cacheControl(store, key) }).toEqual({
        key,
        cacheControl: expected,
      });
    }

    // Every remote loads from its versioned keys, through the CDN, and the site works.
    const registry = (await (
      await fetch(store.objectUrl('registry.json'))
    ).json()) as RemoteRegistry;
    for (const remote of REMOTE_NAMES) {
      expect(registry.remotes[remote]).toMatchObject({
        version: first,
        entry: `${PUBLIC_URL}/${remote}/v/${first}/mf-manifest.json`,
      });
    }
    await serveThroughCdn(context, store, PUBLIC_URL);
    for (const { path, remotes } of SCREENS) {
      const stackFiles = releaseFilesRequested(page, E2E_ORIGINS.remotes.storefront);
      const fromStore = remotes.map((remote) => ({
        remote,
        files: releaseFilesRequested(page, `${PUBLIC_URL}/${remote}/v/${first}`),
      }));
      await page.goto(path);
      // The live app, not a prerendered page's markup, proves the remote ran.
      await waitForLiveApp(page);
      await expect(liveApp(page).getByRole('heading', { level: 1 })).toBeVisible();
      for (const { remote, files } of fromStore) {
        await expect
          .poll(() => ({ remote, files: files() }))
          .toEqual({ remote, files: releaseFilesOf(registry.remotes[remote]!.entry) });
      }
      // Nothing came from the stack's own storefront folders.
      expect(stackFiles().filter((url) => !url.startsWith(PUBLIC_URL))).toEqual([]);
    }

    // A second storefront release: the next page opened gets it; a rollback takes it back.
    await tool.release('storefront', second);
    expect(await storefrontLoaded(context)).toEqual(
      releaseFilesOf(`${PUBLIC_URL}/storefront/v/${second}/mf-manifest.json`),
    );
    await tool.rollback('storefront');
    expect(await storefrontLoaded(context)).toEqual(
      releaseFilesOf(`${PUBLIC_URL}/storefront/v/${first}/mf-manifest.json`),
    );
  } finally {
    await store.stop();
  }
});
