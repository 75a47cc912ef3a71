/**
 * `pnpm --filter sandbox bench`: a bounded burst of concurrent requests on loopback against the
 * vendor list, search and cart-add calls. Prints requests per second and p99 latency per call,
 * fails if any request failed or any cart write was lost, and ends with one JSON line
 * `{"sandbox": {...}}` for the bench script.
 */
import autocannon from 'autocannon';
import type { Cart, Product } from '@jara/contracts/entities';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { startSandbox } from '../start-sandbox';

const READ_CONNECTIONS = 20;
const READ_REQUESTS = 3000;
const CART_PRODUCTS = 5;
const ADDS_PER_PRODUCT = 90;
const CONNECTIONS_PER_PRODUCT = 4;
const VENDOR = 'lekki-grill-house';

interface CallFigures {
  requests: number;
  requests_per_second: number;
  p99_ms: number;
  failed: number;
}

function figures(results: autocannon.Result[]): CallFigures {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = Math.max(...results.map((result) => result.duration));
  return {
    requests,
    requests_per_second: Math.round(requests / seconds),
    p99_ms: Math.max(...results.map((result) => result.latency.p99)),
    failed: results.reduce(
      (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
      0,
    ),
  };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { status: string; message: string; data: T };
  if (body.status !== 'success') throw new Error(`${url}: ${body.message}`);
  return body.data;
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({
    dataDir: ':memory:',
    ports: { api: 0, plans: 0, realtime: 0, analytics: 0 },
  });
  try {
    const api = sandbox.urls.api;
    const { access_token: token } = await json<{ access_token: string }>(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD }),
    });
    const products = (await json<Product[]>(`${api}/marketplace/vendors/${VENDOR}/products`))
      .filter(
        (product) => product.is_available && product.addon_groups.every((group) => group.min === 0),
      )
      .slice(0, CART_PRODUCTS);

    const read = (path: string) =>
      autocannon({
        url: `${api}${path}`,
        connections: READ_CONNECTIONS,
        amount: READ_REQUESTS,
        timeout: 10,
      });
    const vendorList = figures([await read('/marketplace/vendors?per_page=20')]);
    const search = figures([await read('/marketplace/search/all?query=rice')]);

    const adds = await Promise.all(
      products.map((product) =>
        autocannon({
          url: `${api}/marketplace/cart/items`,
          method: 'POST',
          connections: CONNECTIONS_PER_PRODUCT,
          amount: ADDS_PER_PRODUCT,
          timeout: 10,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            vendor_id: VENDOR,
            cart_id: null,
            product_uuid: product.uuid,
            quantity: 1,
          }),
        }),
      ),
    );
    const cartAdd = figures(adds);

    const carts = await json<Cart[]>(`${api}/marketplace/cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const vendorCarts = carts.filter((cart) => cart.vendor === products[0]?.vendor_uuid);
    const quantities = products.map((product) =>
      vendorCarts
        .flatMap((cart) => cart.items)
        .filter((item) => item.product_uuid === product.uuid)
        .reduce((sum, item) => sum + item.quantity, 0),
    );
    const lostWrites = quantities.reduce((sum, quantity) => sum + (ADDS_PER_PRODUCT - quantity), 0);

    const table = {
      'GET /marketplace/vendors': vendorList,
      'GET /marketplace/search/all': search,
      'POST /marketplace/cart/items': cartAdd,
    };
    for (const [call, numbers] of Object.entries(table)) {
      console.info(
        `${call.padEnd(30)} ${String(numbers.requests_per_second).padStart(6)} req/s   p99 ${String(numbers.p99_ms).padStart(4)} ms   ${numbers.requests} requests, ${numbers.failed} failed`,
      );
    }
    console.info(
      `cart writes: ${products.length} products x ${ADDS_PER_PRODUCT} adds in ${vendorCarts.length} cart(s), quantities ${quantities.join(', ')}, lost ${lostWrites}`,
    );
    const failed = Object.values(table).reduce((sum, numbers) => sum + numbers.failed, 0);
    console.info(
      JSON.stringify({
        sandbox: {
          vendor_list: vendorList,
          search,
          cart_add: cartAdd,
          carts: vendorCarts.length,
          lost_writes: lostWrites,
          failed_requests: failed,
        },
      }),
    );
    if (
      failed > 0 ||
      lostWrites !== 0 ||
      vendorCarts.length !== 1 ||
      products.length !== CART_PRODUCTS
    ) {
      console.error(
        'Load check failed: requests failed, writes were lost, or the adds split into several carts.',
      );
      process.exitCode = 1;
    }
  } finally {
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error('Load check could not run:', error);
  process.exitCode = 1;
});
