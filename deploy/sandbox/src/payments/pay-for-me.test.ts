import { randomUUID } from 'node:crypto';
import type {
  Cart,
  Order,
  PayForMeRequest,
  PaymentRedirect,
  Product,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { PAY_FOR_ME_TTL_MS } from './pay-for-me-store';

const LEKKI = { latitude: 6.4474, longitude: 3.4719 };
const RETURN = 'http://localhost:8080/pay-for-me/result';
let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

async function payForMe(slug: string, key = randomUUID()) {
  const products = t.data(await t.call<Product[]>('GET', `/marketplace/vendors/${slug}/products`));
  const product = products.find((p) => p.is_available && p.addon_groups.every((g) => g.min === 0));
  const cart = t.data(
    await t.call<Cart>('POST', '/marketplace/cart/items', {
      token,
      body: { vendor_id: slug, cart_id: null, product_uuid: product?.uuid, quantity: 3 },
    }),
  );
  const body = {
    cart_id: cart.uuid,
    delivery_type: 'delivery',
    customer_address: '12 Admiralty Road, Lekki',
    ...LEKKI,
    idempotency_key: key,
  };
  return {
    cart,
    body,
    created: await t.call<PayForMeRequest>('POST', '/marketplace/pay_for_me', { token, body }),
  };
}

const link = (requestToken: string, asOwner = false) =>
  t.call<PayForMeRequest>('GET', `/marketplace/pay_for_me/${requestToken}`, {
    token: asOwner ? token : null,
  });
const startPaying = (requestToken: string, key = randomUUID()) =>
  t.call<PaymentRedirect>('POST', `/marketplace/pay_for_me/${requestToken}/pay`, {
    body: { return_url: RETURN, idempotency_key: key },
  });
const pay = (payment: PaymentRedirect, card = '4084 0840 8408 4081') =>
  fetch(payment.authorization_url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card_number: card, expiry: '12/30', cvv: '123' }),
  });

describe('pay-for-me', () => {
  it('makes a link the payer opens without an account and pays; the owner’s order is placed', async () => {
    const { body, created } = await payForMe('island-bukka');
    const request = t.data(created);
    expect(request).toMatchObject({ status: 'open', customer_first_name: 'Ada' });
    expect(request.token.length).toBeGreaterThanOrEqual(20);
    const orderUuid = request.order_uuid!;
    const again = t.data(
      await t.call<PayForMeRequest>('POST', '/marketplace/pay_for_me', { token, body }),
    );
    expect(again.token).toBe(request.token);

    const seen = t.data(await link(request.token));
    expect(seen.order_uuid).toBeNull();
    expect(seen.order).not.toHaveProperty('delivery_address');
    expect(t.data(await link(request.token, true)).order_uuid).toBe(orderUuid);

    const declinedKey = randomUUID();
    const declined = t.data(await startPaying(request.token, declinedKey));
    expect(t.data(await startPaying(request.token, declinedKey))).toEqual(declined);
    await pay(declined, '4000 0000 0000 9995');
    const stillOpen = await t.call<PayForMeRequest>(
      'POST',
      `/marketplace/pay_for_me/${request.token}/verify`,
      { body: { reference: declined.reference } },
    );
    expect(t.data(stillOpen)).toMatchObject({
      status: 'open',
      last_payment: { status: 'failed', failure_reason: 'Insufficient funds' },
    });

    const payment = t.data(await startPaying(request.token));
    const back = await pay(payment);
    expect(back.status).toBe(303);
    const verified = t.data(
      await t.call<PayForMeRequest>('POST', `/marketplace/pay_for_me/${request.token}/verify`, {
        body: { reference: payment.reference },
      }),
    );
    expect(verified.status).toBe('paid');
    const order = t.data(await t.call<Order>('GET', `/orders/${orderUuid}`, { token }));
    expect(order).toMatchObject({ status: 'pending', payment_method: 'pay_for_me' });
    const refused = await startPaying(request.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This order has already been paid.');
  });

  it('expires a day later on the sandbox clock', async () => {
    const request = t.data((await payForMe('lekki-grill-house')).created);
    t.sandbox.advanceClock(PAY_FOR_ME_TTL_MS + 1);
    expect(t.data(await link(request.token)).status).toBe('expired');
    const refused = await startPaying(request.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This payment link has expired. Ask Ada to send a new one.');
  });

  it('does not know an unknown link, a foreign reference or a signed-out maker', async () => {
    const unknown = await link('no-such-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This payment link does not exist.');
    const request = t.data((await payForMe('jollof-republic')).created);
    const foreign = await t.call('POST', `/marketplace/pay_for_me/${request.token}/verify`, {
      body: { reference: 'PAY-NOT-THIS-ONE' },
    });
    expect(foreign.status).toBe(422);
    const bad = await t.call('POST', `/marketplace/pay_for_me/${request.token}/pay`, {
      body: { return_url: 'javascript:alert(1)', idempotency_key: randomUUID() },
    });
    expect(bad.status).toBe(422);
    expect((await t.call('POST', '/marketplace/pay_for_me', { body: {} })).status).toBe(401);
  });
});
