/**
 * Ordering ahead at a closed store, at 03:00 in Lagos: checkout lists the slots it takes, prices
 * and places an order for one, refuses any other time, charges a double submit once, and the
 * order stays with Jara until it is released to the kitchen before its slot.
 */
import { randomUUID } from 'node:crypto';
import type { OrderSlots } from '@jara/contracts/delivery-slot';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Cart, PaymentInfo, PlacedOrder, WalletTransaction } from '@jara/contracts/entities';
import { ORDER_STEP_MS } from '../domain/order-flow';
import { LEKKI, THREE_AM_LAGOS } from '../testing/lagos-night';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;

const fullCart = () => t.fullCart(token, 'lekki-grill-house', 4);

const slotsOf = async (cart: Cart, type = 'delivery') =>
  t.data(
    await t.call<OrderSlots>(
      'GET',
      `/marketplace/cart/${cart.uuid}/checkout/slots?info_type=${type}&latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}`,
      { token },
    ),
  );

const orderBody = (cart: Cart, scheduledFor: string | undefined, key = randomUUID()) => ({
  cart_id: cart.uuid,
  delivery_type: 'delivery',
  customer_address: '12 Admiralty Road, Lekki',
  ...LEKKI,
  payment_method: 'wallet',
  ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
  idempotency_key: key,
});

beforeAll(async () => {
  t = await startTestSandbox({ clockStartAt: THREE_AM_LAGOS });
  token = await t.login();
  await t.topUp(token, 50_000);
});
afterAll(() => t.sandbox.stop());

describe('ordering ahead', () => {
  it('lists half-hour slots from after the store opens, and none now', async () => {
    const slots = await slotsOf(await fullCart());
    expect(slots.open_now).toBe(false);
    expect(slots.slots.length).toBeGreaterThan(20);
    const first = slots.slots[0];
    expect(Date.parse(first?.ends_at ?? '') - Date.parse(first?.starts_at ?? '')).toBe(1_800_000);
    expect(Date.parse(first?.starts_at ?? '')).toBeGreaterThan(THREE_AM_LAGOS + 3_600_000);
    // A pickup needs no ride, so its first slot is no later than a delivery's.
    const pickup = await slotsOf(await fullCart(), 'pickup');
    expect(Date.parse(pickup.slots[0]?.starts_at ?? '')).toBeLessThanOrEqual(
      Date.parse(first?.starts_at ?? ''),
    );
  });

  it('prices a slot and refuses a time the store does not take', async () => {
    const cart = await fullCart();
    const [slot] = (await slotsOf(cart)).slots;
    const query = `info_type=delivery&latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}&customer_address=Home`;
    const priced = await t.call<PaymentInfo>(
      'GET',
      `/marketplace/cart/${cart.uuid}/checkout/payment_info?${query}&scheduled_for=${slot?.starts_at}`,
      { token },
    );
    expect(t.data(priced).total).toBeGreaterThan(0);
    const now = new Date(THREE_AM_LAGOS).toISOString();
    const refused = await t.call('POST', '/marketplace/orders', {
      token,
      body: orderBody(cart, now),
    });
    expect(refused.status).toBe(422);
    const errors = refused.body.status === 'error' ? refused.body.errors : undefined;
    expect(errors?.scheduled_for?.[0]).toBe(
      'Lekki Grill House no longer takes orders for that time. Choose another delivery time.',
    );
  });

  it('charges a double submit once and releases the order to the kitchen before its slot', async () => {
    const cart = await fullCart();
    const [slot] = (await slotsOf(cart)).slots;
    const key = randomUUID();
    const [one, two] = await Promise.all([
      t.call<PlacedOrder>('POST', '/marketplace/orders', {
        token,
        body: orderBody(cart, slot?.starts_at, key),
      }),
      t.call<PlacedOrder>('POST', '/marketplace/orders', {
        token,
        body: orderBody(cart, slot?.starts_at, key),
      }),
    ]);
    const order = t.data(one).order;
    expect(t.data(two).order.uuid).toBe(order.uuid);
    expect(order.scheduled_for).toEqual(slot);
    expect(order.status).toBe('pending');
    const debits = t
      .data(await t.call<Paginated<WalletTransaction>>('GET', '/wallet/transactions', { token }))
      .items.filter((entry) => entry.description === `Payment for order ${order.reference}`);
    expect(debits).toHaveLength(1);

    const statusAt = async () =>
      t.data(await t.call<{ status: string }>('GET', `/orders/${order.uuid}`, { token })).status;
    t.sandbox.advanceClock(3 * ORDER_STEP_MS);
    expect(await statusAt()).toBe('pending');
    const { now } = t.data(
      await t.control<{ now: string }>('POST', '/__sandbox/clock/advance', { ms: 0 }),
    );
    t.sandbox.advanceClock(Date.parse(slot?.starts_at ?? '') - Date.parse(now));
    expect(await statusAt()).not.toBe('pending');
  });
});
