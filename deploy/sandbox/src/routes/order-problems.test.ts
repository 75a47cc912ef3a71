/**
 * Issue 39, item 1: a problem with a delivered order opens one support case; missing, wrong or
 * spoiled items are credited to the wallet at their line totals, once, in the order's currency; a
 * late order or a large claim goes to review; every refusal says why.
 */
import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Cart,
  NotificationList,
  Order,
  PaymentRedirect,
  Wallet,
  WalletTransaction,
} from '@jara/contracts/entities';
import { lineTotal } from '@jara/contracts/cart-lines';
import {
  PROBLEM_NOTE_MAX_LENGTH,
  PROBLEM_REPORT_WINDOW_MS,
} from '@jara/contracts/support-case-schema';
import { INSTANT_CREDIT_LIMIT } from '../domain/problem-policy';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
  await t.topUp(token, 200_000);
});
afterAll(() => t.sandbox.stop());

type Location = 'NG' | 'KE';

async function delivered(cart: Cart, location: Location = 'NG'): Promise<Order> {
  const kenyan = location === 'KE' && {
    delivery_type: 'pickup',
    customer_address: 'Pickup',
    latitude: -1.26,
    longitude: 36.8,
  };
  const placed = t.data(
    await t.placeOrder(token, cart, { payment_method: 'wallet', ...kenyan }, location),
  ).order;
  return t.data(
    await t.control<Order>('POST', `/__sandbox/orders/${placed.uuid}/status`, {
      status: 'completed',
    }),
  );
}

const report = (order: Order, body: unknown, as = token) =>
  t.call<Order>('POST', `/marketplace/orders/${order.uuid}/problems`, { token: as, body });
const spoiled = (order: Order) => ({
  items: [{ item_uuid: order.items[0]!.uuid, problem: 'spoiled' }],
  late: false,
  note: 'The rice was sour.',
});
const wallet = async (location: Location = 'NG') =>
  t.data(await t.call<Wallet>('GET', '/wallet', { token, location }));
const lastTransaction = async (location: Location = 'NG') =>
  t.data(
    await t.call<Paginated<WalletTransaction>>('GET', '/wallet/transactions', { token, location }),
  ).items[0];
const lastNotification = async () =>
  t.data(await t.call<NotificationList>('GET', '/account/notifications', { token }))
    .notifications[0];

describe('reporting a problem with a delivered order', () => {
  it('credits a spoiled item’s line total once, however often the same report arrives at once', async () => {
    const order = await delivered(await t.fullCart(token, 'jollof-republic', 2));
    const before = (await wallet()).balance;
    // An amount from the client is never read.
    const body = { ...spoiled(order), amount: 1_000_000 };
    const [first, second] = await Promise.all([report(order, body), report(order, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const answered = first.status === 200 ? first : second;
    const refused = first.status === 409 ? first : second;

    const credit = lineTotal(order.items[0]!);
    const reported = t.data(answered);
    expect(reported.support_case).toEqual({
      reference: expect.stringMatching(/^SC-[A-Z0-9]{6}$/),
      status: 'credited',
      late: false,
      items: [
        {
          item_uuid: order.items[0]!.uuid,
          name: order.items[0]!.name,
          quantity: 2,
          problem: 'spoiled',
          amount: credit,
        },
      ],
      note: 'The rice was sour.',
      credited_amount: credit,
      created_at: expect.any(String),
    });
    const reference = reported.support_case!.reference;
    expect(refused.body.message).toBe(
      `You already reported a problem with order ${order.reference} (case ${reference}). Contact us about this order if something else is wrong.`,
    );
    expect((await wallet()).balance).toBe(before + credit);
    expect(await lastTransaction()).toMatchObject({
      type: 'credit',
      amount: credit,
      currency: 'NGN',
      description: `Refund for problem with order ${order.reference}`,
    });
    const told = `Sorry about order ${order.reference}. ₦${credit.toLocaleString('en-US')} is back in your Jara wallet (case ${reference}).`;
    expect(answered.body.message).toBe(told);
    expect(await lastNotification()).toMatchObject({
      title: 'Refund for your order',
      body: told,
      order_uuid: order.uuid,
    });
    const read = t.data(await t.call<Order>('GET', `/marketplace/orders/${order.uuid}`, { token }));
    expect(read.support_case).toEqual(reported.support_case);
  });

  it('sends a late order to review with nothing credited', async () => {
    const order = await delivered(await t.fullCart(token, 'jollof-republic', 1));
    const before = (await wallet()).balance;
    const reported = t.data(await report(order, { ...spoiled(order), late: true }));
    expect(reported.support_case).toMatchObject({
      status: 'in_review',
      late: true,
      credited_amount: 0,
    });
    expect((await wallet()).balance).toBe(before);
    expect(await lastNotification()).toMatchObject({
      title: 'We are looking into your order',
      body: `Our support team has your report about order ${order.reference} (case ${reported.support_case!.reference}) and will reply within a day.`,
    });
  });

  it('sends a claim above the instant limit to review', async () => {
    const cart = await t.fullCart(token, 'jollof-republic', 8);
    expect(cart.subtotal).toBeGreaterThan(INSTANT_CREDIT_LIMIT.NGN);
    const order = await delivered(cart);
    const before = (await wallet()).balance;
    const reported = t.data(await report(order, { ...spoiled(order), note: undefined }));
    expect(reported.support_case).toMatchObject({
      status: 'in_review',
      credited_amount: 0,
      note: null,
    });
    expect((await wallet()).balance).toBe(before);
  });

  it('credits a Kenyan order in shillings, to the shilling wallet', async () => {
    const fund = t.data(
      await t.call<PaymentRedirect>('POST', '/wallet/fund', {
        token,
        location: 'KE',
        body: { amount: 5_000, return_url: 'http://localhost:8080/wallet' },
      }),
    );
    await fetch(fund.authorization_url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        card_number: '4084 0840 8408 4081',
        expiry: '12/30',
        cvv: '123',
      }),
    });
    await t.call('GET', `/payments/${fund.reference}/verify`, { token });
    const order = await delivered(await t.fullCart(token, 'nyama-mama-westlands', 2), 'KE');
    expect(order.currency).toBe('KES');
    const naira = (await wallet('NG')).balance;
    const shillings = (await wallet('KE')).balance;

    const reported = t.data(
      await report(order, {
        items: [{ item_uuid: order.items[0]!.uuid, problem: 'missing' }],
        late: false,
      }),
    );
    const credit = lineTotal(order.items[0]!);
    expect(reported.support_case).toMatchObject({ status: 'credited', credited_amount: credit });
    expect((await wallet('KE')).balance).toBe(shillings + credit);
    expect((await wallet('NG')).balance).toBe(naira);
    expect(await lastTransaction('KE')).toMatchObject({ amount: credit, currency: 'KES' });
    expect((await lastNotification())?.body).toContain(`KSh ${credit.toLocaleString('en-US')}`);
  });
});

describe('refusing a report', () => {
  let order: Order;
  beforeAll(async () => {
    order = await delivered(await t.fullCart(token, 'jollof-republic', 1));
  });

  const expectRefused = async (body: unknown, status: number, message: string) => {
    const before = (await wallet()).balance;
    const refused = await report(order, body);
    expect(refused.status).toBe(status);
    expect(refused.body.message).toBe(message);
    expect((await wallet()).balance).toBe(before);
    return refused;
  };

  it('refuses an item that is not in the order, the same item twice, or nothing at all', async () => {
    const item_uuid = order.items[0]!.uuid;
    const foreign = await expectRefused(
      { items: [{ item_uuid: 'not-an-item', problem: 'missing' }], late: false },
      422,
      `One of those items is not in order ${order.reference}.`,
    );
    expect(foreign.body.status === 'error' && foreign.body.errors).toEqual({
      items: [`One of those items is not in order ${order.reference}.`],
    });
    await expectRefused(
      {
        items: [
          { item_uuid, problem: 'missing' },
          { item_uuid, problem: 'spoiled' },
        ],
        late: false,
      },
      422,
      'Report each item once, with the one thing that went wrong.',
    );
    await expectRefused(
      { items: [], late: false },
      422,
      'Choose the items that had a problem, or say the order came late.',
    );
    await expectRefused(
      { items: [{ item_uuid, problem: 'cold' }], late: false },
      422,
      'The items.0.problem field must be one of: missing, wrong, spoiled.',
    );
    await expectRefused(
      { ...spoiled(order), note: 'x'.repeat(PROBLEM_NOTE_MAX_LENGTH + 1) },
      422,
      `The note field may not be greater than ${PROBLEM_NOTE_MAX_LENGTH} characters.`,
    );
    const read = t.data(await t.call<Order>('GET', `/marketplace/orders/${order.uuid}`, { token }));
    expect(read.support_case).toBeNull();
  });

  it("refuses someone else's order as unknown", async () => {
    const stranger = await t.registerStranger();
    const refused = await report(order, spoiled(order), stranger);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('We could not find that order.');
  });

  it('refuses an order that has not arrived yet', async () => {
    const cart = await t.fullCart(token, 'jollof-republic', 1);
    const waiting = t.data(await t.placeOrder(token, cart, { payment_method: 'wallet' })).order;
    const refused = await report(waiting, spoiled(waiting));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Order ${waiting.reference} has not been delivered yet. You can report a problem with it once it has arrived.`,
    );
  });

  it('takes a report until the window closes, and refuses one after it', async () => {
    const late = await delivered(await t.fullCart(token, 'jollof-republic', 1));
    const last = await delivered(await t.fullCart(token, 'jollof-republic', 1));
    await t.control('POST', '/__sandbox/clock/advance', { ms: PROBLEM_REPORT_WINDOW_MS - 60_000 });
    expect((await report(last, spoiled(last))).status).toBe(200);
    await t.control('POST', '/__sandbox/clock/advance', { ms: 120_000 });
    const refused = await report(late, spoiled(late));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Problems can be reported here within 24 hours of delivery, and order ${late.reference} arrived longer ago. Contact us about this order and we will help.`,
    );
  });
});
