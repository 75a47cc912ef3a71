/**
 * Starts a sandbox on free ports with an in-memory database, and a small typed client for it.
 * Each test file gets its own sandbox, so files can run in parallel.
 */
import type { ApiEnvelope } from '@jara/contracts/api-envelope';
import { randomUUID } from 'node:crypto';
import type { Cart, PaymentRedirect, PlacedOrder, Product } from '@jara/contracts/entities';
import { TEST_CARDS } from '../payments/test-cards';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { startSandbox, type Sandbox, type SandboxOptions } from '../start-sandbox';
import { middayToday } from './midday';

const GOOD_TEST_CARD = { card_number: TEST_CARDS[0].number, expiry: '12/30', cvv: '123' };

/** A delivery to the demo customer's Lekki address: what an order says unless told otherwise. */
const LEKKI_DELIVERY = {
  delivery_type: 'delivery',
  customer_address: '12 Admiralty Road, Lekki',
  latitude: 6.4474,
  longitude: 3.4719,
};

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (with `contentType`), for malformed-input tests. */
  rawBody?: string;
  contentType?: string;
  token?: string | null;
  location?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Headers;
}

export interface TestSandbox {
  sandbox: Sandbox;
  /** Origin of the main port (control endpoints, assets, broadcasting auth). */
  origin: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  plans<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<CallResult<T>>;
  login(email?: string, password?: string): Promise<string>;
  /** A new Nigerian customer's token: someone other than the order's owner. */
  registerStranger(): Promise<string>;
  /** The demo customer's token on the plans API (its own login). */
  plansLogin(): Promise<string>;
  /** Funds the customer's wallet as they would: a top-up paid on the hosted page with a good card. */
  topUp(token: string, amount: number): Promise<void>;
  /** A new cart at the vendor `slug`: `quantity` of its first available dish without add-ons. */
  fullCart(token: string, slug: string, quantity: number): Promise<Cart>;
  /**
   * Places `cart` as checkout does (a fresh idempotency key), paid as `order` says (with any
   * other field of the order: a pickup, another place); a Lekki delivery unless told otherwise.
   */
  placeOrder(
    token: string,
    cart: Cart,
    order: Record<string, unknown>,
    location?: string,
  ): Promise<CallResult<PlacedOrder>>;
  /** `data` of a successful call; fails the test with the server's message otherwise. */
  data<T>(result: CallResult<T>): T;
}

async function send<T>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.location) headers.location = options.location;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    if (options.contentType) headers['content-type'] = options.contentType;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
    method,
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, body: parsed as ApiEnvelope<T>, headers: response.headers };
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox({
    dataDir: ':memory:',
    ports: { api: 0, plans: 0, realtime: 0, analytics: 0 },
    clockStartAt: middayToday(),
    ...options,
  });
  const origin = sandbox.urls.api.replace(/\/api$/, '');
  const test: TestSandbox = {
    sandbox,
    origin,
    call: (method, path, options) => send(sandbox.urls.api, method, path, options),
    plans: (method, path, options) => send(sandbox.urls.plans, method, path, options),
    control: (method, path, body) => send(origin, method, path, body === undefined ? {} : { body }),
    async login(email = DEMO_CUSTOMER.email, password = DEMO_PASSWORD) {
      const result = await send<{ access_token: string }>(sandbox.urls.api, 'POST', '/login', {
        body: { email, password },
      });
      return test.data(result).access_token;
    },
    async registerStranger() {
      const result = await send<{ access_token: string }>(sandbox.urls.api, 'POST', '/register', {
        body: {
          name: 'Someone Else',
          email: `someone-${randomUUID()}@example.com`,
          phone: '+2348012345678',
          password: 'Password-2026',
          domicile_location: 'NG',
        },
      });
      return test.data(result).access_token;
    },
    async plansLogin() {
      const result = await send<{ access_token: string }>(
        sandbox.urls.plans,
        'POST',
        'v3/website/login',
        { body: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD } },
      );
      return test.data(result).access_token;
    },
    async topUp(token, amount) {
      const { reference } = test.data(
        await send<PaymentRedirect>(sandbox.urls.api, 'POST', '/wallet/fund', {
          token,
          body: { amount, return_url: 'http://localhost:8080/wallet' },
        }),
      );
      await fetch(`${origin}/pay/${reference}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams(GOOD_TEST_CARD),
      });
      await send(sandbox.urls.api, 'GET', `/payments/${reference}/verify`, { token });
    },
    async fullCart(token, slug, quantity) {
      const products = test.data(
        await send<Product[]>(sandbox.urls.api, 'GET', `/marketplace/vendors/${slug}/products`),
      );
      const product = products.find((each) => each.is_available && each.addon_groups.length === 0);
      return test.data(
        await send<Cart>(sandbox.urls.api, 'POST', '/marketplace/cart/items', {
          token,
          body: { vendor_id: slug, cart_id: null, product_uuid: product?.uuid, quantity },
        }),
      );
    },
    placeOrder(token, cart, order, location) {
      return send<PlacedOrder>(sandbox.urls.api, 'POST', '/marketplace/orders', {
        token,
        ...(location && { location }),
        body: { cart_id: cart.uuid, ...LEKKI_DELIVERY, idempotency_key: randomUUID(), ...order },
      });
    },
    data(result) {
      if (result.body.status !== 'success') {
        throw new Error(`Expected success, got ${result.status}: ${result.body.message}`);
      }
      return result.body.data;
    },
  };
  return test;
}
