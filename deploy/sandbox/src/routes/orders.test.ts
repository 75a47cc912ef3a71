import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Cart,
  CheckoutDeliveryInfo,
  Order,
  PaymentInfo,
  PlacedOrder,
  Product,
  VendorFeedback,
  Wallet,
} from '@jara/contracts/entities';
import { randomUUID } from 'node:crypto';
import { TERMINAL_ORDER_STATUSES } from '@jara/contracts/constants';
import { ORDER_STEP_MS } from '../domain/order-flow';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const LEKKI = { latitude: 6.4474, longitude: 3.4719 };
const TERMINAL: readonly string[] = TERMINAL_ORDER_STATUSES;
let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

async function cartAt(slug: string, quantity = 3): Promise<Cart> {
  const products = t.data(await t.call<Product[]>('GET', `/marketplace/vendors/${slug}/products`));
  const product = products.find(
    (entry) => entry.is_available && entry.addon_groups.every((group) => group.min === 0),
  );
  return t.data(
    await t.call<Cart>('POST', '/marketplace/cart/items', {
      token,
      body: { vendor_id: slug, cart_id: null, product_uuid: product?.uuid, quantity },
    }),
  );
}

const paymentInfo = (cart: Cart, query: string) =>
  t.call<PaymentInfo>(
    'GET',
    `/marketplace/cart/${cart.uuid}/checkout/payment_info?info_type=delivery&latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}&customer_address=Home${query}`,
    { token },
  );

const placeOrder = (cart: Cart, extra: Record<string, unknown> = {}) =>
  t.call<PlacedOrder>('POST', '/marketplace/orders', {
    token,
    body: {
      cart_id: cart.uuid,
      delivery_type: 'delivery',
      customer_address: '12 Admiralty Road, Lekki',
      ...LEKKI,
      payment_method: 'wallet',
      idempotency_key: randomUUID(),
      ...extra,
    },
  });

describe('checkout', () => {
  it('quotes delivery and prices the order with discount codes', async () => {
    const cart = await cartAt('lekki-grill-house');
    const delivery = t.data(
      await t.call<CheckoutDeliveryInfo>(
        'GET',
        `/marketplace/cart/${cart.uuid}/checkout/delivery_info?info_type=delivery&latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}`,
        { token },
      ),
    );
    expect(delivery).toMatchObject({ can_deliver: 1, currency: 'NGN' });
    expect(delivery.delivery_time_max).toBeGreaterThan(delivery.delivery_time_min);
    const plain = t.data(await paymentInfo(cart, ''));
    expect(plain.total).toBe(plain.subtotal + plain.delivery_fee + plain.service_fee);
    const discounted = t.data(await paymentInfo(cart, '&discount_code=welcome10'));
    expect(discounted).toMatchObject({
      discount_code: 'WELCOME10',
      discount_amount: Math.floor(plain.subtotal / 10),
    });
    expect(discounted.total).toBe(plain.total - discounted.discount_amount);
    const expired = await paymentInfo(cart, '&discount_code=EXPIRED20');
    expect(expired.body).toMatchObject({
      status: 'error',
      errors: { discount_code: ['The discount code EXPIRED20 has expired.'] },
    });
    expect((await paymentInfo(cart, '&discount_code=KARIBU10')).body.message).toBe(
      'The discount code KARIBU10 is only valid for orders in KES.',
    );
    expect((await paymentInfo(cart, '&discount_code=NOPE')).body.message).toBe(
      'The discount code NOPE is not valid.',
    );
    const far = await t.call(
      'GET',
      `/marketplace/cart/${cart.uuid}/checkout/payment_info?info_type=delivery&latitude=9.07&longitude=7.47&customer_address=Abuja`,
      { token },
    );
    expect(far.body.message).toBe('Lekki Grill House does not deliver to this address.');
  });

  it('places an order paid from the wallet and refuses what it cannot pay, writing nothing', async () => {
    const cart = await cartAt('jollof-republic', 2);
    const before = t.data(await t.call<Wallet>('GET', '/wallet', { token }));
    const big = await cartAt('suya-spot-ikoyi', 99);
    const tooDear = await placeOrder(big, { payment_method: 'wallet' });
    expect(tooDear.status).toBe(422);
    expect(tooDear.body.message).toMatch(
      /^Your wallet balance \(₦25,000\) is ₦[\d,]+ short of this order \(₦[\d,]+\)\. Fund your wallet or pay by card\.$/,
    );
    expect(t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance).toBe(before.balance);
    expect(
      t.data(await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${big.uuid}`, { token })),
    ).toHaveLength(1);

    const placed = await placeOrder(cart, { payment_method: 'wallet', discount_code: 'WELCOME10' });
    const { order, payment } = t.data(placed);
    expect(payment).toBeNull();
    expect(placed.body.message).toBe(`Your order ${order.reference} has been placed.`);
    expect(order).toMatchObject({
      status: 'pending',
      delivery_type: 'delivery',
      discount_amount: Math.floor(cart.subtotal / 10),
    });
    expect(t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance).toBe(
      before.balance - order.total,
    );
    expect(
      t.data(await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token })),
    ).toEqual([]);
    expect((await placeOrder(cart)).body).toMatchObject({
      errors: { cart_id: ['This cart does not exist or has already been checked out.'] },
    });
  });
});

describe("an order's drop-off", () => {
  const dropOff = {
    street: '12 Admiralty Way',
    building: 'Block C, Flat 4',
    landmark: 'Opposite the filling station',
    phone: '+2348030000001',
    instructions: 'Call on arrival',
  };

  it('keeps the drop-off sent with a delivery order and shows it with the order', async () => {
    await t.topUp(token, 50000);
    const { order } = t.data(await placeOrder(await cartAt('island-bukka'), { drop_off: dropOff }));
    expect(order.drop_off).toEqual(dropOff);
    const read = t.data(await t.call<Order>('GET', `/orders/${order.uuid}`, { token }));
    expect(read.drop_off).toEqual(dropOff);
  });

  it('keeps none for an order sent without one, or for a pickup', async () => {
    await t.topUp(token, 50000);
    const bare = t.data(await placeOrder(await cartAt('island-bukka')));
    expect(bare.order.drop_off).toBeNull();
    const pickup = t.data(
      await placeOrder(await cartAt('island-bukka'), {
        delivery_type: 'pickup',
        drop_off: dropOff,
      }),
    );
    expect(pickup.order.drop_off).toBeNull();
  });

  it('refuses a drop-off field that is too long with a 422 naming it, and places nothing', async () => {
    const cart = await cartAt('island-bukka');
    const refused = await placeOrder(cart, {
      drop_off: { ...dropOff, instructions: 'I'.repeat(301) },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: {
        'drop_off.instructions': [
          'The drop_off.instructions field may not be greater than 300 characters.',
        ],
      },
    });
    expect(
      t.data(await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token })),
    ).toHaveLength(1);
  });
});

describe('orders over time', () => {
  it('advances a delivery order to completed with the clock, then takes one rating', async () => {
    const { order } = t.data(await placeOrder(await cartAt('island-bukka')));
    const early = await t.call('POST', `/marketplace/feedback/island-bukka/order/${order.uuid}`, {
      token,
      body: { rating: 5 },
    });
    expect(early.body.message).toBe('You can rate an order once it has been completed.');
    t.sandbox.advanceClock(ORDER_STEP_MS);
    expect(
      t.data(await t.call<Order>('GET', `/marketplace/orders/${order.uuid}/latest`, { token }))
        .status,
    ).toBe('accepted');
    // Three store steps, then the rider's ride to the door (minutes, not a step).
    t.sandbox.advanceClock(3 * ORDER_STEP_MS + 60 * 60_000);
    const done = t.data(await t.call<Order>('GET', `/orders/${order.uuid}`, { token }));
    expect(done.status_history.map((change) => change.status)).toEqual([
      'pending',
      'accepted',
      'preparing',
      'ready',
      'in_transit',
      'completed',
    ]);
    const active = t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token }));
    expect(active.map((entry) => entry.uuid)).not.toContain(order.uuid);
    const rated = await t.call<VendorFeedback>(
      'POST',
      `/marketplace/feedback/${order.vendor.uuid}/order/${order.uuid}`,
      { token, body: { rating: 4, comment: 'Lovely amala' } },
    );
    expect(rated.body.message).toBe('Thanks for rating your order!');
    const stored = t.data(await t.call<Order>('GET', `/orders/${order.uuid}`, { token }));
    expect(stored).toMatchObject({ rating: 4, rating_comment: 'Lovely amala' });
    const reviews = t.data(
      await t.call<Paginated<VendorFeedback>>(
        'GET',
        `/marketplace/vendors/${order.vendor.uuid}/feedback?per_page=50`,
      ),
    );
    expect(reviews.items.map((review) => review.comment)).toContain('Lovely amala');
    expect(t.data(rated)).toMatchObject({
      rating: 4,
      comment: 'Lovely amala',
      customer_name: 'Ada O.',
    });
    const twice = await t.call('POST', `/marketplace/feedback/island-bukka/order/${order.uuid}`, {
      token,
      body: { rating: 1 },
    });
    expect(twice.status).toBe(409);
    expect(
      (
        await t.call('POST', `/marketplace/feedback/suya-spot-ikoyi/order/${order.uuid}`, {
          token,
          body: { rating: 3 },
        })
      ).status,
    ).toBe(404);
  });

  it('lets a vendor reject an order and refunds a wallet payment', async () => {
    await t.topUp(token, 50000);
    const before = t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance;
    const small = await cartAt('shawarma-express', 1);
    expect((await placeOrder(small)).body.message).toBe(
      'Shawarma Express needs an order of at least ₦5,000.',
    );
    const { order } = t.data(await placeOrder(await cartAt('shawarma-express', 3)));
    t.sandbox.advanceClock(ORDER_STEP_MS);
    expect(
      t.data(await t.call<Order>('GET', `/marketplace/orders/${order.uuid}`, { token })).status,
    ).toBe('rejected');
    expect(t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance).toBe(before);
  });

  it('lists terminal orders only in the history, newest first, and the rest as active', async () => {
    const history = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history?per_page=50', { token }),
    );
    expect(history.items.map((order) => order.status).every((s) => TERMINAL.includes(s))).toBe(
      true,
    );
    const times = history.items.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const active = t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token }));
    expect(active.some((order) => TERMINAL.includes(order.status))).toBe(false);
    expect(active.map((order) => order.reference)).toContain('JR-JOL006');
    const firstPage = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history?per_page=2', { token }),
    );
    expect(firstPage.items.map((order) => order.uuid)).toEqual(
      history.items.slice(0, 2).map((order) => order.uuid),
    );
  });

  it('describes an order fully: fees, payment, ETA, pickup at the vendor, rating comment', async () => {
    const history = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history?per_page=50', { token }),
    );
    const rated = history.items.find((order) => order.reference === 'JR-MPK001');
    expect(rated).toMatchObject({
      rating: 5,
      rating_comment: 'Tasted like home. Still hot on arrival.',
      payment_method: 'card',
      discount_code: null,
      delivery_time_min: expect.any(Number),
    });
    expect(rated!.service_fee).toBeGreaterThan(0);
    const pickup = history.items.find((order) => order.reference === 'JR-SWC003');
    expect(pickup).toMatchObject({ delivery_time_min: null, delivery_time_max: null });
    expect(pickup!.delivery_address).toBe(pickup!.vendor.address);
  });

  it('marks a ready pickup order as picked up, and only that', async () => {
    const history = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history?per_page=50', { token }),
    );
    const active = t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token }));
    const ready = active.find((order) => order.reference === 'JR-JOL006');
    const delivered = history.items.find((order) => order.reference === 'JR-MPK001');
    const refused = await t.call('POST', '/marketplace/orders/mark_as_picked_up', {
      token,
      body: { order_id: delivered?.uuid },
    });
    expect(refused.body.message).toBe('Only pickup orders can be marked as picked up.');
    const picked = await t.call<Order>('POST', '/marketplace/orders/mark_as_picked_up', {
      token,
      body: { order_id: ready?.uuid },
    });
    expect(picked.body.message).toBe('Order marked as picked up. Enjoy!');
    expect(t.data(picked).status).toBe('completed');
    const again = await t.call('POST', '/marketplace/orders/mark_as_picked_up', {
      token,
      body: { order_id: ready?.uuid },
    });
    expect(again.body.message).toBe(
      'This order cannot be marked as picked up: it is already completed.',
    );
  });

  it('repeats an order into a cart at today’s prices', async () => {
    const history = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history', { token }),
    );
    const past = history.items.find((order) => order.reference === 'JR-LGH002') as Order;
    const repeated = await t.call<Cart>('POST', '/marketplace/orders/repeat', {
      token,
      body: { order_id: past.uuid },
    });
    const cart = t.data(repeated);
    expect(cart.vendor).toBe(past.vendor.uuid);
    expect(repeated.body.message).toBe(
      `Added ${past.items.reduce((sum, item) => sum + item.quantity, 0)} items from your order to your cart.`,
    );
    expect(
      (await t.call('POST', '/marketplace/orders/repeat', { token, body: { order_id: 'nope' } }))
        .status,
    ).toBe(422);
  });

  it('repeats a drink with the size it was ordered with, and says why an item cannot come back', async () => {
    const history = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history?per_page=50', { token }),
    );
    const smoothies = history.items.find((order) => order.reference === 'JR-SAH004') as Order;
    expect(smoothies.items[0]?.addons.length).toBeGreaterThan(0);
    const repeated = await t.call<Cart>('POST', '/marketplace/orders/repeat', {
      token,
      body: { order_id: smoothies.uuid },
    });
    expect(repeated.status).toBe(200);
    expect(t.data(repeated).items.map((item) => item.addons.length)).not.toContain(0);
  });

  it('hides other customers’ orders', async () => {
    const kenyan = await t.login('wanjiku@jara.test');
    const mine = t.data(
      await t.call<Paginated<Order>>('GET', '/marketplace/orders/history', { token }),
    );
    const result = await t.call('GET', `/marketplace/orders/${mine.items[0]?.uuid}`, {
      token: kenyan,
    });
    expect(result.status).toBe(404);
    expect((await t.call('GET', '/marketplace/orders/active')).status).toBe(401);
  });
});
