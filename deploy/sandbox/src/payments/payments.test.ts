import { randomUUID } from 'node:crypto';
import type {
  AppNotification,
  Cart,
  NotificationList,
  Order,
  PaymentVerification,
  PlacedOrder,
  Product,
  Wallet,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const LEKKI = { latitude: 6.4474, longitude: 3.4719 };
const RETURN = 'http://localhost:8080/store/checkout/result';
const CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '123' };
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

const order = (cart: Cart, extra: Record<string, unknown> = {}) =>
  t.call<PlacedOrder>('POST', '/marketplace/orders', {
    token,
    body: {
      cart_id: cart.uuid,
      delivery_type: 'delivery',
      customer_address: '12 Admiralty Road, Lekki',
      ...LEKKI,
      payment_method: 'card',
      return_url: RETURN,
      idempotency_key: randomUUID(),
      ...extra,
    },
  });

const page = (reference: string, path = '', form?: Record<string, string>) =>
  fetch(`${t.origin}/pay/${reference}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form && { body: new URLSearchParams(form) }),
  });

const activeCart = async (cart: Cart) =>
  t.data(await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token }));
const fetchOrder = async (uuid: string) =>
  t.data(await t.call<Order>('GET', `/orders/${uuid}`, { token }));
const verify = async (reference: string) =>
  t.data(await t.call<PaymentVerification>('GET', `/payments/${reference}/verify`, { token }));

describe('checkout idempotency', () => {
  it('answers the same key with the same wallet order and charges once', async () => {
    const cart = await cartAt('jollof-republic', 2);
    const before = t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance;
    const key = randomUUID();
    const [first, second] = await Promise.all([
      order(cart, { payment_method: 'wallet', idempotency_key: key }),
      order(cart, { payment_method: 'wallet', idempotency_key: key }),
    ]);
    const third = await order(cart, { payment_method: 'wallet', idempotency_key: key });
    const uuids = [first, second, third].map((answer) => t.data(answer).order.uuid);
    expect(new Set(uuids).size).toBe(1);
    const after = t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance;
    expect(after).toBe(before - t.data(first).order.total);
    const other = await order(await cartAt('island-bukka'), { idempotency_key: key });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { idempotency_key: [expect.any(String)] } });
  });

  it('answers the same key with the same card order and its pending payment', async () => {
    const cart = await cartAt('island-bukka');
    const key = randomUUID();
    const first = t.data(await order(cart, { idempotency_key: key }));
    const again = t.data(await order(cart, { idempotency_key: key }));
    expect(again).toEqual(first);
    const payments = t.data(
      await t.control<unknown[]>('GET', `/__sandbox/payments?order=${first.order.reference}`),
    );
    expect(payments).toHaveLength(1);
  });
});

describe('paying by card on the hosted page', () => {
  it('holds the order for payment, then pays once under a double submit', async () => {
    const cart = await cartAt('jollof-republic');
    const placed = await order(cart);
    const { order: waiting, payment } = t.data(placed);
    expect(placed.body.message).toBe(
      `Your order ${waiting.reference} is waiting for your payment.`,
    );
    expect(waiting).toMatchObject({ status: 'awaiting_payment', payment_method: 'card' });
    expect(payment?.authorization_url).toBe(`${t.origin}/pay/${payment?.reference}`);
    expect(payment?.reference).toMatch(/^PAY-[0-9A-F]{24}$/);
    expect(await activeCart(cart)).toHaveLength(1);
    const active = t.data(await t.call<Order[]>('GET', '/marketplace/orders/active', { token }));
    expect(active.map((entry) => entry.uuid)).not.toContain(waiting.uuid);

    const shown = await page(payment!.reference);
    expect(shown.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await shown.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/data-testid="payment-amount">₦[\d,]+</);
    expect(html).toContain('Test cards');

    const submits = await Promise.all([
      page(payment!.reference, '', CARD),
      page(payment!.reference, '', CARD),
    ]);
    const redirects = submits.filter((response) => response.status === 303);
    expect(redirects).toHaveLength(1);
    const back = new URL(redirects[0]!.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      reference: payment!.reference,
      status: 'success',
    });
    const loser = submits.find((response) => response.status !== 303)!;
    expect(await loser.text()).toContain('This payment is already complete.');
    expect(await (await page(payment!.reference)).text()).toContain('Return to Jara');

    const paid = await fetchOrder(waiting.uuid);
    expect(paid.status).toBe('pending');
    expect(paid.status_history.map((change) => change.status)).toEqual([
      'awaiting_payment',
      'pending',
    ]);
    expect(await activeCart(cart)).toEqual([]);
    const { notifications } = t.data(
      await t.call<NotificationList>('GET', '/account/notifications', { token }),
    );
    expect(notifications[0]).toMatchObject<Partial<AppNotification>>({
      title: 'Order placed',
      order_uuid: waiting.uuid,
    });
    const verified = await verify(payment!.reference);
    expect(verified).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(verified.order?.status_history).toHaveLength(2);
    const payments = t.data(
      await t.control<{ status: string }[]>('GET', `/__sandbox/payments?order=${waiting.uuid}`),
    );
    expect(payments.map((entry) => entry.status)).toEqual(['succeeded']);
  });

  it('keeps the order waiting and the cart whole when the card is declined', async () => {
    const cart = await cartAt('lekki-grill-house');
    const { order: waiting, payment } = t.data(await order(cart));
    const declined = await page(payment!.reference, '', {
      ...CARD,
      card_number: '4000000000009995',
    });
    expect(declined.status).toBe(303);
    expect(new URL(declined.headers.get('location')!).searchParams.get('status')).toBe('failed');
    expect(await verify(payment!.reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'Insufficient funds',
      order: { status: 'awaiting_payment' },
    });
    expect(await activeCart(cart)).toHaveLength(1);

    const retry = t.data(await order(cart));
    expect(retry.order.uuid).not.toBe(waiting.uuid);
    expect((await t.call('GET', `/orders/${waiting.uuid}`, { token })).status).toBe(404);
  });

  it('asks for the OTP, refuses a wrong one, then pays', async () => {
    const cart = await cartAt('suya-spot-ikoyi');
    const { order: waiting, payment } = t.data(await order(cart));
    const otpCard = { ...CARD, card_number: '5060 6666 6666 6666 666' };
    const asked = await page(payment!.reference, '', otpCard);
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`/pay/${payment!.reference}`);
    expect(await (await page(payment!.reference)).text()).toContain('One-time password (OTP)');
    const wrong = await page(payment!.reference, '/otp', { otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('aria-invalid="true"');
    expect((await fetchOrder(waiting.uuid)).status).toBe('awaiting_payment');
    const right = await page(payment!.reference, '/otp', { otp: '123456' });
    expect(right.status).toBe(303);
    expect((await fetchOrder(waiting.uuid)).status).toBe('pending');
  });

  it('cancels, refuses bad cards and unknown references, and renders typed text escaped', async () => {
    const cart = await cartAt('sweet-crumbs-bakery');
    const { payment } = t.data(await order(cart, { delivery_type: 'pickup' }));
    const hostile = await page(payment!.reference, '', {
      ...CARD,
      card_number: '"><img src=x onerror=alert(1)>',
    });
    expect(hostile.status).toBe(422);
    const html = await hostile.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('This is not one of the test cards.');
    const expired = await page(payment!.reference, '', { ...CARD, expiry: '01/20' });
    expect(await expired.text()).toContain('Enter an expiry date in the future');
    const cancelled = await page(payment!.reference, '/cancel', {});
    expect(new URL(cancelled.headers.get('location')!).searchParams.get('status')).toBe(
      'cancelled',
    );
    expect(await activeCart(cart)).toHaveLength(1);
    expect((await page('PAY-NOPE')).status).toBe(404);
  });

  it('refuses a card order without a web return URL', async () => {
    const cart = await cartAt('island-bukka');
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      const refused = await order(cart, { return_url: url });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ errors: { return_url: [expect.any(String)] } });
    }
    const { return_url: _omitted, ...withoutReturn } = { return_url: RETURN };
    expect((await order(cart, { ...withoutReturn, return_url: undefined })).status).toBe(422);
    expect((await order(cart, { idempotency_key: undefined })).status).toBe(422);
  });

  it('verifies only for the payment’s customer', async () => {
    const { payment } = t.data(await order(await cartAt('island-bukka')));
    const kenyan = await t.login('wanjiku@jara.test');
    const foreign = await t.call('GET', `/payments/${payment!.reference}/verify`, {
      token: kenyan,
    });
    expect(foreign.status).toBe(404);
    expect(await verify(payment!.reference)).toMatchObject({ status: 'pending' });
  });
});
