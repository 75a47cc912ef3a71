import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  PaymentRedirect,
  PaymentVerification,
  Wallet,
  WalletTransaction,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const RETURN = 'http://localhost:8080/wallet';
const GOOD_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/30', cvv: '123' };
const DECLINED_CARD = { card_number: '4000 0000 0000 9995', expiry: '12/30', cvv: '123' };
let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

const balance = async () => t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance;
const fund = (amount: number) =>
  t.call<PaymentRedirect>('POST', '/wallet/fund', { token, body: { amount, return_url: RETURN } });
const payOnPage = (reference: string, card: Record<string, string>) =>
  fetch(`${t.origin}/pay/${reference}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(card),
  });
const verify = async (reference: string) =>
  t.data(await t.call<PaymentVerification>('GET', `/payments/${reference}/verify`, { token }));

describe('funding the wallet through the hosted page', () => {
  it('states its limits and credits the wallet once, under the payment reference', async () => {
    const wallet = t.data(await t.call<Wallet>('GET', '/wallet', { token }));
    expect(wallet).toEqual({
      balance: 25000,
      currency: 'NGN',
      funding_min: 100,
      funding_max: 1_000_000,
    });
    const { reference, authorization_url } = t.data(await fund(5000));
    expect(authorization_url).toBe(`${t.origin}/pay/${reference}`);
    expect(await balance()).toBe(25000);

    const submits = await Promise.all([
      payOnPage(reference, GOOD_CARD),
      payOnPage(reference, GOOD_CARD),
    ]);
    expect(submits.filter((response) => response.status === 303)).toHaveLength(1);
    expect(await verify(reference)).toMatchObject({
      purpose: 'wallet_funding',
      status: 'succeeded',
      amount: 5000,
      order: null,
    });
    await verify(reference);
    expect(await balance()).toBe(30000);
    const page = t.data(
      await t.call<Paginated<WalletTransaction>>('GET', '/wallet/transactions', { token }),
    );
    expect(page.items[0]).toMatchObject({ type: 'credit', amount: 5000, reference });
  });

  it('credits nothing for a declined card', async () => {
    const before = await balance();
    const { reference } = t.data(await fund(2000));
    expect((await payOnPage(reference, DECLINED_CARD)).status).toBe(303);
    expect(await verify(reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'Insufficient funds',
    });
    expect(await balance()).toBe(before);
  });

  it('refuses an amount outside the limits and a return URL that is not a web address', async () => {
    expect((await fund(5)).body.message).toBe(
      'You can fund between ₦100 and ₦1,000,000 at a time.',
    );
    const hostile = await t.call('POST', '/wallet/fund', {
      token,
      body: { amount: 5000, return_url: 'javascript:alert(1)' },
    });
    expect(hostile.status).toBe(422);
  });
});
