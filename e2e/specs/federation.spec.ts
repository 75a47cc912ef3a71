/**
 * Issue 2, items 2-4 and seamless navigation: one copy of every shared singleton, a registry
 * read at run time (and a clear screen when it is bad), parcels that stay mounted, and moving
 * between bundles without ever reloading the document.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import { E2E_URLS, remoteManifestUrl } from '../support/e2e-stack';
import { gotoLive } from '../support/live-app';
import { findSimpleProduct, walkShellPagesIntoMarketplace } from '../support/site-flows';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  '@jara/bus',
  '@jara/state/session-store',
  '@jara/state/cart-store',
  '@jara/parcel/parcel',
  '@tanstack/react-query',
  '@jara/query/query-client',
  '@jara/query/query-provider',
];

interface ShareEntry {
  from: string;
  loaded?: boolean;
  /** A tree-shaken copy (react-router-dom): loaded instead of the full one, never beside it. */
  treeShaking?: { loaded?: boolean };
}

async function shareScope(page: Page) {
  return page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const byKey: Record<string, { version: string; from: string; copiesLoaded: number }[]> = {};
    for (const scopes of Object.values(share)) {
      for (const libraries of Object.values(scopes)) {
        for (const [key, versions] of Object.entries(libraries)) {
          byKey[key] = Object.entries(versions).map(([version, entry]) => ({
            version,
            from: entry.from,
            copiesLoaded:
              Number(Boolean(entry.loaded)) + Number(Boolean(entry.treeShaking?.loaded)),
          }));
        }
      }
    }
    return byKey;
  });
}

/** Marks the document; a reload wipes the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { e2eMark?: number }).e2eMark = 1));
const documentWasKept = (page: Page) =>
  page.evaluate(() => (window as { e2eMark?: number }).e2eMark === 1);

test.describe('federation', () => {
  test('loads exactly one copy of every shared singleton, provided by the shell', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const { vendor } = await findSimpleProduct();
    await page.goto(`/stores/${vendor.slug}`);
    await expect(page.getByRole('heading', { name: vendor.business_name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('cart-button')).toBeVisible();

    const share = await shareScope(page);
    for (const key of SINGLETONS) {
      const versions = share[key] ?? [];
      expect(versions, key).toHaveLength(1);
      expect(versions[0]!.copiesLoaded, `${key} copies loaded`).toBe(1);
    }
    for (const key of ['react', 'react-dom', 'react-router-dom', 'zustand']) {
      expect(share[key]![0]!.from, key).toBe('shell');
    }

    // No remote downloaded its own copy of a singleton the shell provides.
    const fromShell = SINGLETONS.filter((key) => share[key]![0]!.from === 'shell');
    for (const remote of REMOTE_NAMES) {
      const manifest = (await (await fetch(remoteManifestUrl(remote))).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      for (const shared of manifest.shared.filter((entry) => fromShell.includes(entry.name))) {
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
          expect(
            requested.some((url) => url.endsWith(`/${file}`)),
            `${remote} ${shared.name} ${file}`,
          ).toBe(false);
        }
      }
    }
  });

  test('the shell build holds no remote URL: remotes come from the registry', () => {
    const dist = path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|html|css|json)$/.test(name)) files.push(file);
      }
    };
    walk(dist);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(
        /localhost:\d{4}|127\.0\.0\.1:\d{4}|https?:\/\/[^"'\s]+\/mf-manifest\.json/,
      );
    }
  });

  test('a malformed registry shows an error screen that names the problem', async ({ page }) => {
    await page.route(E2E_URLS.registry, (route) =>
      route.fulfill({
        json: { remotes: { storefront: { entry: 'not a url', version: '1' }, shop: {} } },
      }),
    );
    await page.goto('/stores');
    const screen = page.getByTestId('boot-error');
    await expect(screen).toContainText('The site could not start');
    await expect(screen).toContainText('/registry.json');
    await expect(screen).toContainText('remotes.storefront.entry: must be an http(s) URL');
    await expect(screen).toContainText('shop');
  });

  test('a missing registry or config shows the same screen, never a blank page', async ({
    page,
  }) => {
    await page.route(E2E_URLS.registry, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.goto('/');
    await expect(page.getByTestId('boot-error')).toContainText('the server answered 404');

    await page.unroute(E2E_URLS.registry);
    await page.route(E2E_URLS.appConfig, (route) =>
      route.fulfill({ body: '<html>oops</html>', contentType: 'text/html' }),
    );
    await page.reload();
    await expect(page.getByTestId('boot-error')).toContainText('/app-config.json');
    await expect(page.getByTestId('boot-error')).toContainText('it is not valid JSON');
  });

  test('deep links work on first load, in every owner', async ({ page }) => {
    for (const [url, heading] of [
      ['/jara-for-web', 'Marketplace'],
      ['/store/checkout', 'Checkout'],
      ['/about-us', null],
    ] as const) {
      await page.goto(url);
      if (heading)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      else await expect(page.getByRole('main')).not.toBeEmpty();
    }
  });

  test('mounts the plans remote on its screens, in both countries', async ({ page }) => {
    for (const url of ['/laundry', '/ke/cleaning', '/subscription']) {
      await page.goto(url);
      await expect(page.locator('[data-remote="plans"]')).toHaveCount(1);
      await expect(page.getByText(`Page not found: ${url}`)).toHaveCount(0);
    }
  });

  test.describe('with motion', () => {
    // The animated change between shell pages is what this walks through.
    test.use({ reducedMotion: 'no-preference' });

    test('moves between shell pages and a remote without reloading, with back and forward', async ({
      page,
    }) => {
      await page.goto('/');
      // Before the app takes the prerendered markup's place its links are plain links.
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await markDocument(page);

      await walkShellPagesIntoMarketplace(page);
      await expect(page.getByTestId('cart-button')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/gifting$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/food$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/gifting$/);
      await page.goForward();
      await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
      expect(await documentWasKept(page)).toBe(true);
    });
  });

  test('keeps a remote mounted while the customer moves inside it', async ({ page }) => {
    const { vendor } = await findSimpleProduct();
    await gotoLive(page, `/stores/${vendor.slug}`);
    await expect(page.getByRole('heading', { name: vendor.business_name, level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const root = document.querySelector<HTMLElement>('[data-remote="storefront"] > div');
      if (root) root.dataset.e2eSame = 'yes';
    });
    const sidebar = page.getByRole('navigation', { name: 'Marketplace' });
    await sidebar.getByRole('link', { name: 'Marketplace' }).click();
    await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="storefront"] > div[data-e2e-same="yes"]')).toHaveCount(
      1,
    );
  });
});
