/**
 * Issue 38, items 1-4: money is taken once, for an order that still wants it. Two payers of one
 * pay-for-me link (and at once), a single-use reward code on orders at two stores, a payer whose
 * requester closed the account, and a top-up paid after the account closed.
 */
import { randomUUID } from 'node:crypto';
import type {
  Cart,
  PayForMeRequest,
  PaymentRedirect,
  PaymentVerification,
  PlacedOrder,
  RedeemedReward,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const LEKKI = { latitude: 6.4474, longitude: 3.4719 };
const RETURN = 'http://localhost:8080/pay/result';
const GOOD_CARD = '4084 0840 8408 4081';
let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

let registered = 0;
async function newCustomer(): Promise<string> {
  registered += 1;
  const result = await t.call<{ access_token: string }>('POST', '/register', {
    body: {
      name: `Payer Test ${registered}`,
      email: `paid-once-${registered}@example.com`,
      phone: `+23480000091${String(registered).padStart(2, '0')}`,
      password: 'longenough',
    },
  });
  return t.data(result).access_token;
}

const orderBody = (cart: Cart, extra: Record<string, unknown> = {}) => ({
  cart_id: cart.uuid,
  delivery_type: 'delivery',
  customer_address: '12 Admiralty Road, Lekki',
  ...LEKKI,
  idempotency_key: randomUUID(),
  ...extra,
});

const submitCard = (payment: PaymentRedirect) =>
  fetch(payment.authorization_url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card_number: GOOD_CARD, expiry: '12/30', cvv: '123' }),
  });

const verify = async (token: string, reference: string) =>
  t.data(await t.call<PaymentVerification>('GET', `/payments/${reference}/verify`, { token }));

async function payForMeLink(token: string): Promise<PayForMeRequest> {
  const cart = await t.fullCart(token, 'island-bukka', 4);
  return t.data(
    await t.call<PayForMeRequest>('POST', '/marketplace/pay_for_me', {
      token,
      body: orderBody(cart),
    }),
  );
}

const startPaying = async (link: PayForMeRequest) =>
  t.data(
    await t.call<PaymentRedirect>('POST', `/marketplace/pay_for_me/${link.token}/pay`, {
      body: { return_url: RETURN, idempotency_key: randomUUID() },
    }),
  );

describe('an order is paid once, whoever pays', () => {
  it('charges the second payer of one link nothing, and says why', async () => {
    const token = await newCustomer();
    const link = await payForMeLink(token);
    const first = await startPaying(link);
    const second = await startPaying(link);

    expect((await submitCard(first)).status).toBe(303);
    const late = await submitCard(second);
    expect(await late.text()).toContain('This order has already been paid. Nothing was charged.');
    expect((await verify(token, second.reference)).status).toBe('cancelled');
    expect((await verify(token, first.reference)).status).toBe('succeeded');
  });

  it('lets one of two payers pressing Pay at the same moment through', async () => {
    const token = await newCustomer();
    const link = await payForMeLink(token);
    const payments = [await startPaying(link), await startPaying(link)];
    await Promise.all(payments.map(submitCard));
    const outcomes = await Promise.all(payments.map((each) => verify(token, each.reference)));
    expect(outcomes.map((each) => each.status).sort()).toEqual(['cancelled', 'succeeded']);
  });
});

describe('a single-use reward code', () => {
  it('is held by an order waiting for payment, and spent by the first order paid', async () => {
    // The demo customer has the points for a reward code.
    const demo = await t.login();
    const reward = t.data(
      await t.call<RedeemedReward>('POST', '/rewards_centre/redeem_discount', {
        token: demo,
        body: { points: 500 },
      }),
    );
    const code = reward.code;
    const atBukka = await t.fullCart(demo, 'island-bukka', 4);
    const atGrill = await t.fullCart(demo, 'lekki-grill-house', 4);
    const placeByCard = (cart: Cart) =>
      t.call<PlacedOrder>('POST', '/marketplace/orders', {
        token: demo,
        body: orderBody(cart, { payment_method: 'card', return_url: RETURN, discount_code: code }),
      });

    const first = t.data(await placeByCard(atBukka));
    const held = await placeByCard(atGrill);
    expect(held.status).toBe(422);
    expect(held.body.message).toBe(
      `The discount code ${code} is on another of your orders waiting for payment.`,
    );

    // Half an hour on, the unpaid card order lets go; both orders then wait with the code.
    t.sandbox.advanceClock(31 * 60_000);
    const second = t.data(await placeByCard(atGrill));
    expect((await submitCard(second.payment!)).status).toBe(303);
    const refused = await submitCard(first.payment!);
    expect(await refused.text()).toContain(`The code ${code} on this order has been used`);
    expect((await verify(demo, first.payment!.reference)).status).toBe('cancelled');
  });
});

describe('closing an account settles its money first', () => {
  it('tells the payer of its link that the request is gone, and charges nothing', async () => {
    const token = await newCustomer();
    const link = await payForMeLink(token);
    const payment = await startPaying(link);
    await t.call('DELETE', '/account/delete', { token, body: { password: 'longenough' } });

    const page = await fetch(payment.authorization_url);
    expect(await page.text()).toContain('The account that asked for this payment has been closed.');
    const submitted = await submitCard(payment);
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).not.toContain('It was paid');
  });

  it('answers a top-up paid after the account closed with a page, not a 500', async () => {
    const token = await newCustomer();
    const topUp = t.data(
      await t.call<PaymentRedirect>('POST', '/wallet/fund', {
        token,
        body: { amount: 5000, return_url: RETURN },
      }),
    );
    await t.call('DELETE', '/account/delete', { token, body: { password: 'longenough' } });
    const submitted = await submitCard(topUp);
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toContain('Nothing was charged.');
  });
});
