/**
 * Issue 13 item 10, chaos: each remote's manifest answered 500 or garbage (the storefront's both),
 * the storefront's entry script answered garbage; the boot documents answered 500 and garbage. The remote's place (or the boot
 * screen) says so calmly, the rest of the page stands, and a retry once healed loads it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { pathTo } from '@jara/contracts/site-paths';
import { expectNothingRaw } from '../support/chaos-screen';
import { E2E_ORIGINS, E2E_URLS, remoteManifestUrl } from '../support/e2e-stack';
import { moveTimeUntilVisible } from '../support/page-time';

interface RemoteCase {
  remote: RemoteName;
  /**
   * How its manifest fails. Both faults go through the same federation runtime and the same
   * fallback, so the storefront is tried with both and each other remote with one: what differs
   * between remotes is only where the fallback stands (a page, a prerendered page, a parcel).
   */
  faults: readonly Fault[];
  path: string;
  /** The retry the remote's place offers while it is down. */
  retry: (page: Page) => Locator;
  loaded: (page: Page) => Locator;
}

type Fault = '500' | 'not-json';

const pageRetry = (remote: RemoteName) => (page: Page) =>
  page.locator(`[data-remote-fallback="${remote}"]`).getByRole('button', { name: 'Try again' });

const REMOTES: RemoteCase[] = [
  {
    remote: 'storefront',
    faults: ['500', 'not-json'],
    path: '/stores',
    retry: pageRetry('storefront'),
    loaded: (page) => page.getByRole('group', { name: 'Store type' }),
  },
  {
    remote: 'content',
    faults: ['500'],
    path: pathTo('quiz', { params: { quiz: 'how-healthy-is-your-weekday-lunch' } }),
    retry: pageRetry('content'),
    loaded: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    remote: 'plans',
    faults: ['not-json'],
    path: pathTo('subscription'),
    retry: pageRetry('plans'),
    loaded: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    remote: 'checkout',
    faults: ['500'],
    path: '/stores',
    retry: (page) => page.getByRole('button', { name: /^Your cart is unavailable\. Retry$/ }),
    loaded: (page) => page.getByTestId('cart-button'),
  },
];

const GARBAGE = {
  '500': { status: 500, contentType: 'text/html', body: '<h1>500</h1>' },
  'not-json': { status: 200, contentType: 'application/json', body: '{"id":' },
} as const;

for (const item of REMOTES) {
  for (const fault of item.faults) {
    test(`${item.remote} manifest answered ${fault}, then healed`, async ({ page }) => {
      const manifest = remoteManifestUrl(item.remote);
      await page.route(manifest, (route) => route.fulfill(GARBAGE[fault]));
      await page.clock.install();
      await page.goto(item.path);
      // Past the retries' waits (and a prerendered page's wait for the live one).
      await moveTimeUntilVisible(page, item.retry(page));
      await expectNothingRaw(page);
      await page.unroute(manifest);
      await item.retry(page).click();
      await expect(item.loaded(page)).toBeVisible();
    });
  }
}

test('storefront entry script answered garbage, then healed', async ({ page }) => {
  const entry = `${E2E_ORIGINS.remotes.storefront}/remoteEntry.js`;
  await page.route(entry, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '<html>oops' }),
  );
  await page.clock.install();
  await page.goto('/stores');
  await moveTimeUntilVisible(page, pageRetry('storefront')(page));
  await expectNothingRaw(page);
  await page.unroute(entry);
  await pageRetry('storefront')(page).click();
  await expect(page.getByRole('group', { name: 'Store type' })).toBeVisible();
});

const BOOT_FAULTS = [
  { document: E2E_URLS.registry, name: '/registry.json', fault: '500' },
  { document: E2E_URLS.registry, name: '/registry.json', fault: 'not-json' },
  { document: E2E_URLS.appConfig, name: '/app-config.json', fault: '500' },
  { document: E2E_URLS.appConfig, name: '/app-config.json', fault: 'wrong-shape' },
] as const;

for (const { document, name, fault } of BOOT_FAULTS) {
  test(`${name} answered ${fault}, then healed`, async ({ page }) => {
    await page.route(document, (route) =>
      fault === 'wrong-shape'
        ? route.fulfill({ json: { apiBaseUrl: 42, remoteTimeoutMs: 'soon' } })
        : route.fulfill(GARBAGE[fault]),
    );
    await page.goto('/stores');
    const screen = page.getByTestId('boot-error');
    await expect(screen).toContainText('The site could not start');
    await expect(screen).toContainText(name);
    expect(await page.locator('body').innerText()).not.toMatch(/\bat \w+ \(|<h1>|\{"id"/);
    await page.unroute(document);
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('group', { name: 'Store type' })).toBeVisible();
  });
}
