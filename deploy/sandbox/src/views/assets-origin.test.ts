import { randomUUID } from 'node:crypto';
import type {
  Cart,
  Curation,
  Order,
  PayForMeRequest,
  PaymentRedirect,
  PaymentVerification,
  PlacedOrder,
  Product,
  Vendor,
} from '@jara/contracts/entities';
import type { Paginated } from '@jara/contracts/api-envelope';
import { startSandbox } from '../start-sandbox';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const ASSETS = 'https://cdn.example:9094';
const IMAGE_KEYS = new Set(['logo_url', 'cover_url', 'image_url']);
const LEKKI = { latitude: 6.4474, longitude: 3.4719 };
const RETURN = 'http://localhost:8080/store/checkout/result';
let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ assetsOrigin: ASSETS });
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

/** Every `*_url` field anywhere in an answer, with its key. */
function urlsIn(value: unknown, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((item) => urlsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.endsWith('_url') && typeof item === 'string') found.push([key, item]);
      else urlsIn(item, found);
    }
  }
  return found;
}

/** Images on the assets origin, every other link (payment pages) on the API's own. */
function expectImagesOnAssetsOrigin(answer: unknown): void {
  const urls = urlsIn(answer);
  expect(urls.some(([key]) => IMAGE_KEYS.has(key))).toBe(true);
  for (const [key, url] of urls) {
    if (IMAGE_KEYS.has(key)) expect(url).toMatch(new RegExp(`^${ASSETS}/assets/[\\w/.-]+\\.svg$`));
    else expect(url.startsWith(ASSETS)).toBe(false);
  }
}

async function cartAt(slug: string): Promise<Cart> {
  const products = t.data(await t.call<Product[]>('GET', `/marketplace/vendors/${slug}/products`));
  expectImagesOnAssetsOrigin(products);
  const product = products.find(
    (entry) => entry.is_available && entry.addon_groups.every((group) => group.min === 0),
  );
  return t.data(
    await t.call<Cart>('POST', '/marketplace/cart/items', {
      token,
      body: { vendor_id: slug, cart_id: null, product_uuid: product?.uuid, quantity: 2 },
    }),
  );
}

const orderBody = (cart: Cart) => ({
  cart_id: cart.uuid,
  delivery_type: 'delivery',
  customer_address: '12 Admiralty Road, Lekki',
  ...LEKKI,
  idempotency_key: randomUUID(),
});

describe('an assets origin', () => {
  it('puts vendor, product and curation images on it', async () => {
    const vendors = t.data(await t.call<Paginated<Vendor>>('GET', '/marketplace/vendors'));
    expectImagesOnAssetsOrigin(vendors);
    const vendor = t.data(await t.call<Vendor>('GET', '/marketplace/vendors/suya-spot-ikoyi'));
    expect(vendor.logo_url).toBe(`${ASSETS}/assets/vendors/suya-spot-ikoyi/logo.svg`);
    expect(vendor.cover_url).toBe(`${ASSETS}/assets/vendors/suya-spot-ikoyi/cover.svg`);
    expectImagesOnAssetsOrigin(t.data(await t.call<Curation[]>('GET', '/marketplace/curations')));
  });

  it('puts cart and order images on it, and keeps the payment page on the API', async () => {
    const cart = await cartAt('jollof-republic');
    expectImagesOnAssetsOrigin(cart);
    const placed = t.data(
      await t.call<PlacedOrder>('POST', '/marketplace/orders', {
        token,
        body: { ...orderBody(cart), payment_method: 'card', return_url: RETURN },
      }),
    );
    expectImagesOnAssetsOrigin(placed);
    expect(placed.payment?.authorization_url).toBe(`${t.origin}/pay/${placed.payment?.reference}`);
    const verified = t.data(
      await t.call<PaymentVerification>('GET', `/payments/${placed.payment?.reference}/verify`, {
        token,
      }),
    );
    expectImagesOnAssetsOrigin(verified);
    expectImagesOnAssetsOrigin(
      t.data(await t.call<Order>('GET', `/orders/${placed.order.uuid}`, { token })),
    );
    expectImagesOnAssetsOrigin(
      t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token })),
    );
    const moved = await t.control<Order>('POST', `/__sandbox/orders/${placed.order.uuid}/status`, {
      status: 'cancelled',
    });
    expectImagesOnAssetsOrigin(t.data(moved));
  });

  it('puts a pay-for-me request’s images on it and its payment page on the API', async () => {
    const cart = await cartAt('island-bukka');
    const request = t.data(
      await t.call<PayForMeRequest>('POST', '/marketplace/pay_for_me', {
        token,
        body: orderBody(cart),
      }),
    );
    expectImagesOnAssetsOrigin(request);
    const payment = t.data(
      await t.call<PaymentRedirect>('POST', `/marketplace/pay_for_me/${request.token}/pay`, {
        body: { return_url: RETURN, idempotency_key: randomUUID() },
      }),
    );
    expect(payment.authorization_url).toBe(`${t.origin}/pay/${payment.reference}`);
  });

  it('is refused unless it is an origin, before anything starts', async () => {
    for (const bad of [
      'https://cdn.example/',
      'cdn.example',
      '"><img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '../../x',
    ]) {
      await expect(startSandbox({ dataDir: ':memory:', assetsOrigin: bad })).rejects.toThrow(
        `assetsOrigin must be an origin (like https://cdn.example), got "${bad}".`,
      );
    }
  });
});
