/**
 * Issue 39, item 3: a delivery order that leaves the store gets a rider once, who rides to the
 * door on the sandbox clock (almost stopped here, so only the test moves it) and is gone once
 * the order is delivered; a pickup has none.
 */
import type { Cart, Order } from '@jara/contracts/entities';
import { orderSchema } from '@jara/contracts/order-schema';
import { riderFix, riderRoute } from '../domain/rider-route';
import { KENYA_DEMO_CUSTOMER } from '../seed/demo-accounts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { RIDER_PING_MS } from './riders';

const MINUTE = 60_000;
let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox({ clockSpeed: 1e-9 });
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

/** An order for `cart` paid on the provider's page (it need not be: the control moves it). */
async function order(
  bearer: string,
  cart: Cart,
  fields: Record<string, unknown> = {},
  location?: string,
): Promise<Order> {
  const placed = await t.placeOrder(
    bearer,
    cart,
    { payment_method: 'card', return_url: 'http://localhost:8080/orders', ...fields },
    location,
  );
  return t.data(placed).order;
}

const moveTo = async (uuid: string, status: string) =>
  t.data(await t.control<Order>('POST', `/__sandbox/orders/${uuid}/status`, { status }));
const read = async (uuid: string, bearer = token) =>
  t.data(await t.call<Order>('GET', `/orders/${uuid}`, { token: bearer }));

describe('a rider for a delivery order', () => {
  it('is given once, when the order leaves the store, with a Nigerian phone', async () => {
    const placed = await order(token, await t.fullCart(token, 'jollof-republic', 2));
    expect(placed.rider).toBeNull();
    expect((await moveTo(placed.uuid, 'ready')).rider).toBeNull();
    const out = await moveTo(placed.uuid, 'in_transit');
    expect(orderSchema.safeParse(out).success).toBe(true);
    expect(out.rider).toMatchObject({ progress: 0, position: out.rider?.route[0] });
    expect(out.rider?.phone).toMatch(/^\+234[789][01]\d{8}$/);
    expect(out.rider?.route.at(-1)).toEqual({ latitude: 6.4474, longitude: 3.4719 });
    expect(out.vendor_phone).toMatch(/^\+2341\d{7}$/);

    t.sandbox.advanceClock(MINUTE);
    const again = await moveTo(placed.uuid, 'in_transit');
    expect(again.rider?.name).toBe(out.rider?.name);
    // Sent again, the rider carries on from where they were: the ride started once.
    expect(again.rider?.progress).toBeGreaterThan(0);
    await moveTo(placed.uuid, 'completed');
  });

  it('is where the clock says, reports every few seconds, and is gone at the door', async () => {
    const placed = await order(token, await t.fullCart(token, 'jollof-republic', 2));
    const out = await moveTo(placed.uuid, 'in_transit');
    const left = Date.parse(out.rider?.located_at ?? '');
    const [store, ...rest] = out.rider?.route ?? [];
    const route = riderRoute(store!, rest.at(-1)!);

    t.sandbox.advanceClock(3 * MINUTE);
    const moving = (await read(placed.uuid)).rider;
    const expected = riderFix(route, 3 * MINUTE, left + 3 * MINUTE);
    expect(moving?.located_at).toBe(new Date(left + 3 * MINUTE).toISOString());
    expect(moving?.position.latitude).toBeCloseTo(expected.position.latitude, 6);
    expect(moving?.position.longitude).toBeCloseTo(expected.position.longitude, 6);
    expect(moving?.distance_left_km).toBeCloseTo(expected.distanceLeftKm, 2);
    expect(moving?.eta).toBe(new Date(expected.eta).toISOString());

    // Within a ping the phone has nothing new to say.
    t.sandbox.advanceClock(RIDER_PING_MS - 1);
    expect((await read(placed.uuid)).rider?.located_at).toBe(moving?.located_at);

    t.sandbox.advanceClock(route.ms);
    const delivered = await read(placed.uuid);
    expect(delivered).toMatchObject({ status: 'completed', rider: null });
    expect(Date.parse(delivered.status_history.at(-1)?.at ?? '')).toBe(left + route.ms);
  });

  it('rides in Kenya with a Kenyan phone, for a Kenyan store', async () => {
    const kenyan = await t.login(KENYA_DEMO_CUSTOMER.email);
    const placed = await order(
      kenyan,
      await t.fullCart(kenyan, 'nyama-mama-westlands', 4),
      { customer_address: 'Riverside Drive, Westlands', latitude: -1.27, longitude: 36.8 },
      'KE',
    );
    const { rider, vendor_phone } = await moveTo(placed.uuid, 'in_transit');
    expect(rider?.phone).toMatch(/^\+254(7|1)\d{8}$/);
    expect(vendor_phone).toMatch(/^\+25420\d{7}$/);
    await moveTo(placed.uuid, 'completed');
  });

  it('is never given to a pickup order, even one forced on its way', async () => {
    const placed = await order(token, await t.fullCart(token, 'jollof-republic', 2), {
      delivery_type: 'pickup',
      customer_address: 'Pickup',
    });
    expect((await moveTo(placed.uuid, 'ready')).rider).toBeNull();
    expect((await moveTo(placed.uuid, 'in_transit')).rider).toBeNull();
  });
});
