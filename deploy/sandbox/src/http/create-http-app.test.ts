import { DEFAULT_ALLOWED_ORIGINS } from '../start-sandbox';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const SITE = 'http://localhost:7080';
const EVIL = 'http://evil.example';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ allowedOrigins: [SITE] });
});
afterAll(() => t.sandbox.stop());

const ports = () => ({
  api: `${t.sandbox.urls.api}/marketplace/business_types`,
  plans: `${t.sandbox.urls.plans}/v3/website/check_delivery_location?longitude=3.47&latitude=6.44&is_laundry=0&total_price=1`,
  analytics: `${t.sandbox.urls.analytics}/flags/`,
});

const fromOrigin = (url: string, origin: string) => fetch(url, { headers: { origin } });

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe.each(['api', 'plans', 'analytics'] as const)('CORS on the %s port', (port) => {
  it("echoes the site's own origin, with credentials", async () => {
    const response = await fromOrigin(ports()[port], SITE);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('serves another origin as usual, with no CORS header at all', async () => {
    const response = await fromOrigin(ports()[port], EVIL);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("allows the site's preflight", async () => {
    const response = await preflight(ports()[port], SITE);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it("refuses another origin's preflight, so its calls with a token are never sent", async () => {
    const response = await preflight(ports()[port], EVIL);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('allowed origins', () => {
  it('match the whole origin: a look-alike host, port or scheme gets nothing', async () => {
    for (const origin of [
      'http://localhost:7081',
      'https://localhost:7080',
      'http://localhost:7080.evil.example',
      'null',
    ]) {
      const response = await fromOrigin(ports().api, origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('default to the pnpm start site when none are given', async () => {
    const standalone = await startTestSandbox();
    const url = `${standalone.sandbox.urls.api}/marketplace/business_types`;
    try {
      for (const origin of DEFAULT_ALLOWED_ORIGINS) {
        const response = await fromOrigin(url, origin);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
      const evil = await fromOrigin(url, EVIL);
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await standalone.sandbox.stop();
    }
  });
});
