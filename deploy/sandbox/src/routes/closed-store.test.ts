import { randomUUID } from 'node:crypto';
import type { Cart } from '@jara/contracts/entities';
import { LEKKI, THREE_AM_LAGOS } from '../testing/lagos-night';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;
let cart: Cart;
beforeAll(async () => {
  t = await startTestSandbox({ clockStartAt: THREE_AM_LAGOS });
  token = await t.login();
  cart = await t.fullCart(token, 'lekki-grill-house', 4);
});
afterAll(() => t.sandbox.stop());

const orderBody = () => ({
  cart_id: cart.uuid,
  delivery_type: 'delivery',
  customer_address: '12 Admiralty Road, Lekki',
  ...LEKKI,
  idempotency_key: randomUUID(),
});
const CLOSED = /^Lekki Grill House is closed now\. It opens at \d{2}:\d{2}\.$/;

describe('a closed store', () => {
  it('stops the price quote, the order and the pay-for-me link, naming when it opens', async () => {
    const info = await t.call(
      'GET',
      `/marketplace/cart/${cart.uuid}/checkout/payment_info?info_type=delivery&latitude=${LEKKI.latitude}&longitude=${LEKKI.longitude}&customer_address=Home`,
      { token },
    );
    expect(info.status).toBe(422);
    expect(info.body.message).toMatch(CLOSED);
    const wallet = await t.call('POST', '/marketplace/orders', {
      token,
      body: { ...orderBody(), payment_method: 'wallet' },
    });
    expect(wallet.status).toBe(422);
    expect(wallet.body.message).toMatch(CLOSED);
    const link = await t.call('POST', '/marketplace/pay_for_me', { token, body: orderBody() });
    expect(link.body.message).toMatch(CLOSED);
    expect(
      t.data(await t.call<Cart[]>('GET', `/marketplace/cart?cart_ids=${cart.uuid}`, { token })),
    ).toHaveLength(1);
  });
});
