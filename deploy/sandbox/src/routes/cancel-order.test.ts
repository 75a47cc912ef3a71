/**
 * Issue 39, item 2: the customer cancels an order the store has not accepted yet, with a reason;
 * the money goes back the way it came, once, and the store's acceptance and the cancel never
 * both happen.
 */
import type { NotificationList, Order, Wallet } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
  await t.topUp(token, 100_000);
});
afterAll(() => t.sandbox.stop());

async function walletOrder(): Promise<Order> {
  const cart = await t.fullCart(token, 'jollof-republic', 2);
  return t.data(await t.placeOrder(token, cart, { payment_method: 'wallet' })).order;
}

const cancel = (order: Order, reason = 'ordered_by_mistake') =>
  t.call<Order>('POST', `/marketplace/orders/${order.uuid}/cancel`, { token, body: { reason } });
const balance = async () => t.data(await t.call<Wallet>('GET', '/wallet', { token })).balance;

describe('cancelling an order', () => {
  it('cancels a waiting order with its reason and puts the money back in the wallet once', async () => {
    const before = await balance();
    const order = await walletOrder();
    const [first, second] = await Promise.all([cancel(order), cancel(order)]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const cancelled = t.data(first.status === 200 ? first : second);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'ordered_by_mistake',
      refund: { amount: order.total, to: 'wallet' },
    });
    expect(await balance()).toBe(before);
    const refused = first.status === 422 ? first : second;
    expect(refused.body.message).toBe(`Order ${order.reference} is already cancelled.`);
    const { notifications: notes } = t.data(
      await t.call<NotificationList>('GET', '/account/notifications', { token }),
    );
    expect(notes[0]).toMatchObject({
      title: 'Order cancelled',
      body: `You cancelled your order ${order.reference}. Your payment has been refunded.`,
    });
  });

  it('refuses once the store has accepted: the acceptance came first', async () => {
    const order = await walletOrder();
    await t.control('POST', '/__sandbox/clock/advance', { ms: 21_000 });
    const refused = await cancel(order);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `The store has already accepted order ${order.reference}, so it can no longer be cancelled here. Contact us and we will help.`,
    );
    const kept = t.data(await t.call<Order>('GET', `/orders/${order.uuid}`, { token }));
    expect(kept).toMatchObject({ status: 'accepted', cancel_reason: null, refund: null });
  });

  it("refuses a reason it does not know, and someone else's order", async () => {
    const order = await walletOrder();
    expect((await cancel(order, 'because')).status).toBe(422);
    const stranger = await t.registerStranger();
    const foreign = await t.call('POST', `/marketplace/orders/${order.uuid}/cancel`, {
      token: stranger,
      body: { reason: 'other' },
    });
    expect(foreign.status).toBe(404);
  });
});
