/**
 * Issue 38, item 7: a wallet per country currency. The Nigerian demo customer shopping in Kenya
 * sees a wallet in KSh with Kenyan limits, funds it in KSh, pays a Kenyan order from it, and the
 * naira balance never moves for it (nor pays it).
 */
import { randomUUID } from 'node:crypto';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Cart, PaymentRedirect, Wallet, WalletTransaction } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const KENYAN_STORE = 'nyama-mama-westlands';
const RETURN = 'http://localhost:8080/wallet';
let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

/** A Kenyan pickup order for `cart`, paid from the wallet (under `key`, one per attempt). */
const payFromWallet = (cart: Cart, key: string = randomUUID()) =>
  t.placeOrder(
    token,
    cart,
    {
      delivery_type: 'pickup',
      customer_address: 'Pickup',
      latitude: -1.26,
      longitude: 36.8,
      payment_method: 'wallet',
      idempotency_key: key,
    },
    'KE',
  );

const walletIn = async (location: 'NG' | 'KE') =>
  t.data(await t.call<Wallet>('GET', '/wallet', { token, location }));

describe('a wallet per currency', () => {
  it('shows a shilling wallet in Kenya beside the naira one, funded and spent on its own', async () => {
    expect(await walletIn('NG')).toMatchObject({ balance: 25_000, currency: 'NGN' });
    expect(await walletIn('KE')).toEqual({
      balance: 0,
      currency: 'KES',
      funding_min: 10,
      funding_max: 150_000,
    });

    const topUp = t.data(
      await t.call<PaymentRedirect>('POST', '/wallet/fund', {
        token,
        location: 'KE',
        body: { amount: 5_000, return_url: RETURN },
      }),
    );
    await fetch(topUp.authorization_url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        card_number: '4084 0840 8408 4081',
        expiry: '12/30',
        cvv: '123',
      }),
    });
    await t.call('GET', `/payments/${topUp.reference}/verify`, { token });
    expect((await walletIn('KE')).balance).toBe(5_000);
    expect((await walletIn('NG')).balance).toBe(25_000);

    const cart = await t.fullCart(token, KENYAN_STORE, 3);
    expect(cart.currency).toBe('KES');
    const placed = t.data(await payFromWallet(cart));
    expect((await walletIn('KE')).balance).toBe(5_000 - placed.order.total);
    expect((await walletIn('NG')).balance).toBe(25_000);

    const shillings = t.data(
      await t.call<Paginated<WalletTransaction>>('GET', '/wallet/transactions', {
        token,
        location: 'KE',
      }),
    ).items;
    expect(shillings.map((entry) => entry.currency)).toEqual(['KES', 'KES']);
  });

  it('debits the shilling wallet once when the same order is paid twice at once', async () => {
    const before = (await walletIn('KE')).balance;
    const cart = await t.fullCart(token, KENYAN_STORE, 2);
    const key = randomUUID();
    const [first, second] = await Promise.all([payFromWallet(cart, key), payFromWallet(cart, key)]);
    const orders = [first, second].map((answer) => t.data(answer).order);
    expect(orders[0]!.uuid).toBe(orders[1]!.uuid);
    expect((await walletIn('KE')).balance).toBe(before - orders[0]!.total);
    expect((await walletIn('NG')).balance).toBe(25_000);
  });

  it('refuses a Kenyan order the shilling wallet cannot cover, whatever the naira balance', async () => {
    const cart = await t.fullCart(token, KENYAN_STORE, 40);
    const refused = await payFromWallet(cart);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Your wallet balance \(KSh [\d,]+\) is KSh [\d,]+ short/);
    expect((await walletIn('NG')).balance).toBe(25_000);
  });
});
