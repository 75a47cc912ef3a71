/**
 * A paid order the store cancels or cannot take gives the money back, as its notification says:
 * a wallet order to the wallet, one paid on the provider's page back the way it came, once.
 */
import type { Order, PaymentVerification, PlacedOrder, Wallet } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

async function placeAt(slug: string, payment: Record<string, unknown>): Promise<PlacedOrder> {
  return t.data(await t.placeOrder(token, await t.fullCart(token, slug, 3), payment));
}

const setStatus = (uuid: string, status: string) =>
  t.control<Order>('POST', `/__sandbox/orders/${uuid}/status`, { status });
const orderOf = async (uuid: string) =>
  t.data(await t.call<Order>('GET', `/orders/${uuid}`, { token }));
const balance = async () => t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance;

describe('refunds of cancelled orders', () => {
  it('sends a bank transfer back once when the store cannot take the order', async () => {
    const placed = await placeAt('jollof-republic', {
      payment_method: 'card',
      return_url: 'http://localhost:8080/store/checkout',
    });
    const { reference } = placed.payment!;
    await fetch(`${t.origin}/pay/${reference}/bank-transfer`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(),
    });
    await fetch(`${t.origin}/pay/${reference}/bank-transfer/send`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ amount: 'exact' }),
    });
    await t.call<PaymentVerification>('GET', `/payments/${reference}/verify`, { token });
    expect((await orderOf(placed.order.uuid)).refund).toBeNull();

    await setStatus(placed.order.uuid, 'rejected');
    await setStatus(placed.order.uuid, 'rejected');
    const rejected = await orderOf(placed.order.uuid);
    expect(rejected).toMatchObject({ status: 'rejected', paid_with: 'bank_transfer' });
    expect(rejected.refund).toEqual({
      amount: rejected.total,
      to: 'bank_transfer',
      at: expect.any(String),
    });
  });

  it('puts a wallet order back in the wallet, and says so on the order', async () => {
    await t.topUp(token, 30_000);
    const before = await balance();
    const placed = await placeAt('jollof-republic', { payment_method: 'wallet' });
    await setStatus(placed.order.uuid, 'cancelled');
    expect(await balance()).toBe(before);
    const cancelled = await orderOf(placed.order.uuid);
    expect(cancelled.refund).toMatchObject({ amount: cancelled.total, to: 'wallet' });
  });

  it('refunds nothing for an order that was never paid', async () => {
    const placed = await placeAt('jollof-republic', {
      payment_method: 'card',
      return_url: 'http://localhost:8080/store/checkout',
    });
    await setStatus(placed.order.uuid, 'cancelled');
    expect((await orderOf(placed.order.uuid)).refund).toBeNull();
  });
});
