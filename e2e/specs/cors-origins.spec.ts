/**
 * Issue 13 case 8: the API and the plans API answer CORS for the site's own origin only. Another
 * origin gets no Access-Control-Allow-Origin (so the browser keeps every answer from its page)
 * and its preflight is refused; the site itself still loads what it calls from both.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { chooseKind, openStep, settledTotal } from '../support/plan-flow';
import { E2E_ORIGINS, E2E_URLS } from '../support/e2e-stack';

const EVIL = 'http://evil.example';
const CALLS = {
  api: `${E2E_URLS.api}/marketplace/business_types`,
  plans: `${E2E_URLS.plansApi}/v3/website/check_delivery_location?longitude=3.47&latitude=6.44&is_laundry=0&total_price=1`,
};

const read = (url: string, origin: string) => fetch(url, { headers: { origin } });
const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

for (const [name, url] of Object.entries(CALLS)) {
  test(`the ${name} API echoes the site's origin with credentials and nobody else's`, async () => {
    const own = await read(url, E2E_ORIGINS.shell);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(E2E_ORIGINS.shell);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');

    // The site's own port under another host name is another origin too.
    const byAddress = E2E_ORIGINS.shell.replace('//localhost:', '//127.0.0.1:');
    for (const origin of [EVIL, E2E_ORIGINS.remotes.storefront, byAddress]) {
      const other = await read(url, origin);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('access-control-allow-credentials')).toBeNull();
    }

    const ownPreflight = await preflight(url, E2E_ORIGINS.shell);
    expect(ownPreflight.status).toBe(204);
    expect(ownPreflight.headers.get('access-control-allow-origin')).toBe(E2E_ORIGINS.shell);
    const evilPreflight = await preflight(url, EVIL);
    expect(evilPreflight.ok).toBe(false);
    expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
}

test('the site still reads both APIs from its own pages', async ({ page }) => {
  // A browser refuses a page an answer without its CORS header, so data on screen proves it.
  await page.goto('/store');
  await expect(page.getByTestId('vendor-card').first()).toContainText('₦');

  const price = page.waitForResponse(
    (response) => response.url().startsWith(E2E_URLS.plansApi) && response.status() === 200,
  );
  await openStep(page, '/laundry?step=choose');
  await chooseKind(page, 'Monthly plan');
  await price;
  expect(await settledTotal(page)).toContain('₦');
});
