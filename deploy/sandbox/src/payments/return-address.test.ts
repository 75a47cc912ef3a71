/**
 * Issue 38, item 9: the hosted page sends a payer back only to a page of the site (its allowed
 * origins), never to an address whoever started the payment named.
 */
import { randomUUID } from 'node:crypto';
import type { PayForMeRequest } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const ELSEWHERE = 'https://jara-payments.example/steal';
const SITE = 'http://localhost:8080/wallet';
const LEKKI = { latitude: 6.4474, longitude: 3.4719 };
let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

const orderBody = async () => ({
  cart_id: (await t.fullCart(token, 'island-bukka', 4)).uuid,
  delivery_type: 'delivery',
  customer_address: '12 Admiralty Road, Lekki',
  ...LEKKI,
  idempotency_key: randomUUID(),
});

const refusedField = (result: { status: number; body: { status: string } }) => {
  expect(result.status).toBe(422);
  const errors = result.body.status === 'error' ? (result.body as { errors?: object }).errors : {};
  expect(errors).toEqual({ return_url: ['The return_url must be a page of this site.'] });
};

describe('payment return addresses', () => {
  it('refuses another site for a card order, a top-up and a pay-for-me payer', async () => {
    refusedField(
      await t.call('POST', '/marketplace/orders', {
        token,
        body: { ...(await orderBody()), payment_method: 'card', return_url: ELSEWHERE },
      }),
    );
    refusedField(
      await t.call('POST', '/wallet/fund', {
        token,
        body: { amount: 5000, return_url: ELSEWHERE },
      }),
    );
    const link = t.data(
      await t.call<PayForMeRequest>('POST', '/marketplace/pay_for_me', {
        token,
        body: await orderBody(),
      }),
    );
    refusedField(
      await t.call('POST', `/marketplace/pay_for_me/${link.token}/pay`, {
        body: { return_url: ELSEWHERE, idempotency_key: randomUUID() },
      }),
    );
  });

  it('takes a page of the site', async () => {
    const funded = await t.call('POST', '/wallet/fund', {
      token,
      body: { amount: 5000, return_url: SITE },
    });
    expect(funded.status).toBe(200);
  });
});
