import type { Cart, Product, Wallet } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

describe('malformed requests get a clear 4xx in the envelope', () => {
  it('400 for malformed JSON', async () => {
    const result = await t.call('POST', '/login', {
      rawBody: '{"email": "demo@jara.test",',
      contentType: 'application/json',
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: 'error',
      message: 'The request body is not valid JSON.',
    });
  });

  it('422 with errors per field for missing and wrong-typed fields', async () => {
    const result = await t.call('POST', '/marketplace/cart/items', {
      token,
      body: { vendor_id: 42, quantity: 'two', addons: 'none' },
    });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      status: 'error',
      errors: {
        vendor_id: ['The vendor_id field must be a string.'],
        product_uuid: ['The product_uuid field is required.'],
        quantity: ['The quantity field must be a number.'],
        addons: ['The addons field must be an array.'],
      },
    });
    expect(result.body.message).toBe('The vendor_id field must be a string. (and 3 more errors)');
  });

  it('422 when the body is not an object at all', async () => {
    const result = await t.call('POST', '/login', {
      rawBody: '[1, 2]',
      contentType: 'application/json',
    });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('The request body must be a JSON object.');
  });

  it('404 for unknown ids and unknown routes', async () => {
    expect(
      (await t.call('GET', '/marketplace/vendors/00000000-0000-0000-0000-000000000000/preview'))
        .status,
    ).toBe(404);
    const route = await t.call('GET', '/marketplace/nothing-here');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({
      status: 'error',
      message: 'There is no GET /api/marketplace/nothing-here here.',
    });
  });

  it('400 in the envelope for a URL that cannot be decoded', async () => {
    const result = await t.call('GET', '/marketplace/vendors/%E0%A4%A');
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^The request could not be read/),
    });
  });

  it('413 for an oversized body', async () => {
    const huge = JSON.stringify({ email: 'demo@jara.test', password: 'x'.repeat(200_000) });
    const result = await t.call('POST', '/login', {
      rawBody: huge,
      contentType: 'application/json',
    });
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('The request body is too large: the limit is 100 KB.');
  });

  it('415 for an unsupported content type', async () => {
    const result = await t.call('POST', '/login', {
      rawBody: '<login/>',
      contentType: 'application/xml',
    });
    expect(result.status).toBe(415);
    expect(result.body.message).toBe(
      'The content type "application/xml" is not supported. Send JSON.',
    );
  });

  it('422 for a location header other than NG or KE', async () => {
    const result = await t.call('GET', '/marketplace/vendors', { location: 'FR' });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      errors: { location: ['The location header must be NG or KE, not "FR".'] },
    });
  });

  it('reads hostile strings as plain text', async () => {
    for (const query of [
      "'; DROP TABLE vendors; --",
      '%',
      '_',
      '<script>alert(1)</script>',
      '\\',
    ]) {
      const result = await t.call<{ vendors: unknown[]; products: unknown[] }>(
        'GET',
        `/marketplace/search/all?query=${encodeURIComponent(query)}`,
      );
      expect(result.status).toBe(200);
      expect(t.data(result)).toEqual({ vendors: [], products: [] });
    }
    expect(
      t.data(await t.call<{ total: number }>('GET', '/marketplace/vendors')).total,
    ).toBeGreaterThan(20);
  });
});

describe('nothing is written when a request is refused', () => {
  it('a refused registration creates no account', async () => {
    const body = {
      name: 'Half Done',
      email: 'half@example.com',
      phone: 'not a phone',
      password: 'long-enough',
    };
    expect((await t.call('POST', '/register', { body })).status).toBe(422);
    expect(
      (await t.call('POST', '/register', { body: { ...body, phone: '+2348000000077' } })).status,
    ).toBe(200);
  });

  it('a refused add leaves the cart as it was', async () => {
    const products = t.data(
      await t.call<Product[]>('GET', '/marketplace/vendors/calabar-pot/products'),
    );
    const product = products.find(
      (entry) => entry.is_available && entry.addon_groups.every((group) => group.min === 0),
    ) as Product;
    const cart = t.data(
      await t.call<Cart>('POST', '/marketplace/cart/items', {
        token,
        body: { vendor_id: 'calabar-pot', cart_id: null, product_uuid: product.uuid, quantity: 1 },
      }),
    );
    const refused = await t.call('POST', '/marketplace/cart/items', {
      token,
      body: {
        vendor_id: 'calabar-pot',
        cart_id: cart.uuid,
        product_uuid: product.uuid,
        quantity: 1,
        addons: [{ addon_uuid: 'made-up', quantity: 1 }],
      },
    });
    expect(refused.status).toBe(422);
    expect(
      t.data(await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token })),
    ).toEqual([cart]);
  });

  it('a refused order leaves the wallet and the cart alone', async () => {
    const wallet = t.data(await t.call<Wallet>('GET', '/wallet', { token }));
    const carts = t.data(await t.call<Cart[]>('GET', '/marketplace/cart', { token }));
    const cart = carts[0] as Cart;
    const refused = await t.call('POST', '/marketplace/orders', {
      token,
      body: {
        cart_id: cart.uuid,
        delivery_type: 'delivery',
        customer_address: 'Somewhere',
        latitude: 6.45,
        longitude: 3.47,
        payment_method: 'wallet',
        idempotency_key: 'bad-input-expired-code',
        discount_code: 'EXPIRED20',
      },
    });
    expect(refused.status).toBe(422);
    expect(t.data(await t.call<Wallet>('GET', '/wallet', { token }))).toEqual(wallet);
    expect(t.data(await t.call<Cart[]>('GET', '/marketplace/cart', { token }))).toEqual(carts);
  });
});
