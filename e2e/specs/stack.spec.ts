/**
 * The serving rules, through nginx exactly as deployed, and the site loading in Chromium under
 * its Content-Security-Policy.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import { E2E_ORIGINS, E2E_URLS, remoteManifestUrl } from '../support/e2e-stack';
import { watchCspViolations } from '../support/csp-violations';
import { clearAnalyticsEvents, readAnalyticsEvents } from '../support/analytics-sink';
import { setFault, useFaultyRemote } from '../support/remote-overrides';
import {
  advanceSandboxClock,
  lastPasscode,
  resetSandbox,
  restartRealtime,
} from '../support/sandbox-control';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe('serving through nginx', () => {
  test('answers a route with index.html, uncached, or with its prerendered page', async ({
    request,
  }) => {
    // Routes no page is published for: a search (nothing a visitor types is prerendered), a store
    // the catalogue does not have, a path only the SPA's routes know. /stores is prerendered now.
    for (const route of ['/marketplace/search', '/stores/some-vendor', '/jara_for_business/']) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(await home.text()).toContain('<div id="prerendered">');
  });

  test('answers a missing chunk with a real 404, never index.html', async ({ request }) => {
    const response = await request.get('/missing-chunk.0123456789.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    const remote = await request.get(`${E2E_ORIGINS.remotes.storefront}/gone.0123456789.js`);
    expect(remote.status()).toBe(404);
  });

  test('caches hashed chunks for a year and revalidates entry points', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="\/([^"]+\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(script, 'index.html names a hashed script').toBeTruthy();
    expect((await request.get(`/${script}`)).headers()['cache-control']).toBe(IMMUTABLE);

    const manifest = await request.get(remoteManifestUrl('checkout'));
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const { exposes } = (await manifest.json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = exposes[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
    const chunkResponse = await request.get(`${E2E_ORIGINS.remotes.checkout}/${chunk}`);
    expect(chunkResponse.headers()['cache-control']).toBe(IMMUTABLE);
    const entry = await request.get(`${E2E_ORIGINS.remotes.checkout}/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toBe('no-cache');
  });

  test('serves every remote manifest with CORS', async ({ request }) => {
    for (const remote of REMOTE_NAMES) {
      const response = await request.get(remoteManifestUrl(remote), {
        headers: { Origin: E2E_ORIGINS.shell },
      });
      expect(response.status(), remote).toBe(200);
      expect(response.headers()['access-control-allow-origin'], remote).toBe('*');
      expect(((await response.json()) as { name: string }).name).toBe(remote);
    }
    const faulty = await request.get(E2E_URLS.faultyRemoteEntry);
    expect(faulty.headers()['access-control-allow-origin']).toBe('*');
  });

  test('sends a CSP and the other security headers with the shell', async ({ request }) => {
    const page = await request.get('/');
    const headers = page.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${E2E_ORIGINS.remotes.storefront}`);
    expect(csp).toContain(E2E_ORIGINS.realtime);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A chunk is never a document: it goes without the document's policies, not without nosniff.
    const main = /src="(\/main\.[0-9a-f]{10}\.js)"/.exec(await page.text())?.[1];
    const chunk = (await request.get(main ?? '/main.js')).headers();
    expect(chunk['x-content-type-options']).toBe('nosniff');
    expect(chunk['content-security-policy']).toBeUndefined();
  });

  test('serves the runtime documents as valid, uncached JSON', async ({ request }) => {
    const registry = await request.get(E2E_URLS.registry);
    expect(registry.headers()['cache-control']).toBe('no-cache');
    const { remotes } = (await registry.json()) as { remotes: Record<string, { entry: string }> };
    expect(Object.keys(remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(remotes.orders?.entry).toBe(remoteManifestUrl('orders'));

    const appConfig = await request.get(E2E_URLS.appConfig);
    expect(appConfig.headers()['cache-control']).toBe('no-cache');
    expect(await appConfig.json()).toMatchObject({
      api: { baseUrl: E2E_URLS.api, plansBaseUrl: E2E_URLS.plansApi },
      updates: { pollIntervalMs: 2000 },
      remoteTimeoutMs: 3000,
    });
  });
});

// `/` is the shell alone; /stores and /store/checkout load remotes' scripts and styles from their origins.
for (const route of ['/', '/stores', '/store/checkout']) {
  test(`${route} loads in Chromium with nothing blocked by the CSP`, async ({ page }) => {
    const csp = await watchCspViolations(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(csp.consoleErrors()).toEqual([]);
    const violations = await csp.violations();
    // Every blocked load (script, style, connection, image) breaks part of the page.
    expect(violations.filter((violation) => violation.blocked !== 'eval')).toEqual([]);
    // A library probing for eval inside try/catch breaks nothing, but should be configured away.
    for (const probe of violations.filter((violation) => violation.blocked === 'eval')) {
      test
        .info()
        .annotations.push({ type: 'warning', description: `eval probe at ${probe.source}` });
    }
  });
}

test.describe('harness helpers', () => {
  test('drive the sandbox and explain its refusals', async () => {
    await resetSandbox();
    expect(await advanceSandboxClock(1000)).toMatchObject({ order_steps: expect.any(Number) });
    await restartRealtime(50);
    await expect(lastPasscode('nobody@jara.test')).rejects.toThrow(
      /answered 404: No pass code has been issued for nobody@jara.test/,
    );
  });

  test('read back what reached the analytics sink', async () => {
    await clearAnalyticsEvents();
    expect(await readAnalyticsEvents()).toEqual([]);
    await fetch(`${E2E_URLS.analytics}/batch/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: 'phc_jara_sandbox',
        batch: [{ event: 'harness_probe', properties: { distinct_id: 'harness' } }],
      }),
    });
    expect(await readAnalyticsEvents({ event: 'harness_probe' })).toHaveLength(1);
    await clearAnalyticsEvents();
  });

  test('swap a remote for the faulty fixture, which renders when told not to fail', async ({
    page,
  }) => {
    await useFaultyRemote(page, 'storefront');
    await setFault(page, 'none');
    await page.goto('/stores');
    await expect(page.getByText('faulty remote ok')).toBeVisible();
  });
});
