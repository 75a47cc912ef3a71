import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Cart, Order } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

/** Every call named in the contract file, e.g. ["MainApiCalls", "GET", "/marketplace/vendors/{slug}"]. */
function contractCalls(): { api: 'main' | 'plans'; method: string; path: string }[] {
  const file = createRequire(__filename).resolve('@jara/contracts/api-calls');
  const source = readFileSync(file, 'utf8');
  const plansStart = source.indexOf('export interface PlansApiCalls');
  return [...source.matchAll(/'(GET|POST|PUT|DELETE) ([^']+)':/g)].map((match) => ({
    api: (match.index ?? 0) > plansStart ? 'plans' : 'main',
    method: match[1] ?? 'GET',
    path: (match[2] ?? '').replace(/^\/?/, '/'),
  }));
}

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

describe('the contract of api-calls.ts', () => {
  const calls = contractCalls();

  it('names every call (guards the parser of this test)', () => {
    expect(calls.length).toBeGreaterThan(70);
    expect(calls.filter((call) => call.api === 'plans')).toHaveLength(9);
  });

  it.each(calls.map((call) => [call.api, call.method, call.path] as const))(
    'serves %s %s %s',
    async (api, method, path) => {
      const concrete = path.replace(/\{[^}]+\}/g, 'placeholder-id');
      const result = await (api === 'main' ? t.call : t.plans)(method, concrete, {
        token,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(result.body.message).not.toBe(`There is no ${method} /api${concrete} here.`);
      expect(['success', 'error']).toContain(result.body.status);
      expect(result.status).toBeLessThan(500);
    },
  );
});

describe('the envelope', () => {
  it('answers reads with an empty message', async () => {
    const order = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history', { token }),
    ).items[0] as Order;
    const cart = t.data(await t.call<Cart[]>('GET', '/marketplace/cart', { token }))[0] as Cart;
    const reads = [
      '/marketplace/vendors',
      '/marketplace/vendors/mama-put-kitchen',
      '/marketplace/vendors/mama-put-kitchen/preview',
      '/marketplace/vendors/mama-put-kitchen/feedback?page=1',
      '/marketplace/vendors/mama-put-kitchen/categories',
      '/marketplace/vendors/mama-put-kitchen/products',
      '/marketplace/homepage?country_code=NG',
      '/marketplace/search/all?query=rice',
      '/marketplace/search/products?query=rice',
      '/marketplace/search/vendors?query=rice',
      '/marketplace/vendors/hidden-gems',
      '/marketplace/vendors/offers',
      '/marketplace/tags?business_typee_id=1',
      '/marketplace/tags/1/products',
      '/marketplace/business_types',
      '/marketplace/curations',
      '/marketplace/vendors/favourites',
      'marketplace/check_delivery_location?latitude=6.45&longitude=3.47',
      '/location_areas',
      `/marketplace/cart?cart_ids=${cart.uuid}`,
      `marketplace/cart/${cart.uuid}/checkout/delivery_info?info_type=delivery&latitude=6.5&longitude=3.37`,
      `orders/${order.uuid}`,
      `marketplace/orders/${order.uuid}/latest`,
      '/marketplace/orders/active',
      '/marketplace/orders/history',
      `/marketplace/orders/${order.uuid}`,
      '/account/profile',
      '/countries/all',
      '/countries/NG/states',
      'account/notifications',
      'marketplace/address',
      '/rewards_centre',
      '/rewards_centre/history',
      '/rewards_centre/redeem_history',
      '/referrals',
      '/marketplace/vouchers/get_exclusive_vouchers',
      '/marketplace/vouchers/get_exclusive_vouchers/1',
      '/wallet',
      '/wallet/transactions',
    ];
    for (const path of reads) {
      const result = await t.call('GET', path, { token });
      expect({ path, status: result.body.status, message: result.body.message }).toEqual({
        path,
        status: 'success',
        message: '',
      });
    }
  });

  it('answers writes with a sentence for the toast', async () => {
    const result = await t.call('POST', '/marketplace/vendors/favourites/island-bukka', { token });
    expect(result.body.message).toMatch(/^[A-Z].+\.$/);
  });
});

describe("CORS for the site's origin on every port", () => {
  const preflight = (url: string) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'PUT',
        'access-control-request-headers':
          'authorization,content-type,location,accept,x-requested-with',
      },
    });

  it('lets the site call the main, plans and analytics ports with its headers', async () => {
    for (const url of [
      `${t.sandbox.urls.api}/wallet`,
      `${t.sandbox.urls.plans}/plan/generate_amount`,
      `${t.sandbox.urls.analytics}/e/`,
    ]) {
      const response = await preflight(url);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      expect(response.headers.get('access-control-allow-methods')).toBe(
        'GET, POST, PUT, DELETE, OPTIONS',
      );
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'authorization',
      );
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'location',
      );
    }
  });
});
