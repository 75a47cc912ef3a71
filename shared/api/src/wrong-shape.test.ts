/**
 * Answers whose envelope is right but whose data is of the wrong shape: each call the screens
 * read fields of fails as unreadable (the screen's own load error and retry), never resolves
 * with data a screen would draw empty or crash on.
 */
import { anOrder } from '@jara/testing/builders/order';
import { API_MESSAGES } from './api-messages';
import { getTags } from './marketplace';
import { getLatestOrder, getOrder, getOrderDetails } from './orders';
import { checkPlanDeliveryLocation, generatePlanAmount } from './plans';
import { MAIN_BASE, PLANS_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();
const WRONG = success({ unexpected: [1, 'two', null] });

const unreadable = expect.objectContaining({
  kind: 'unreadable',
  message: API_MESSAGES.unreadable,
});

const PLAN_ORDER_ANSWER = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 2,
  bathrooms: 1,
  frequency: 'weekly',
  deep_clean: false,
} as const;

describe('an answer of the wrong shape is an unreadable answer', () => {
  it('tags', async () => {
    api.main.onGet(`${MAIN_BASE}/marketplace/tags`).reply(200, WRONG);
    await expect(getTags(1)).rejects.toEqual(unreadable);
    api.main
      .onGet(`${MAIN_BASE}/marketplace/tags`)
      .reply(200, success([{ id: 1, name: 'Rice', slug: 'rice', business_type_id: 1 }]));
    await expect(getTags(1)).resolves.toHaveLength(1);
  });

  it('a plan price, still without a toast', async () => {
    const url = `${PLANS_BASE}/plan/generate_amount`;
    api.plans.onPost(url).reply(200, WRONG);
    await expect(generatePlanAmount(PLAN_ORDER_ANSWER)).rejects.toEqual(unreadable);
    expect(api.toasts).toEqual([]);
    const price = {
      ...PLAN_ORDER_ANSWER,
      amount: 40000,
      discount_amount: 0,
      code_discount_percent: 0,
      total: 40000,
      currency: 'NGN',
      visits: 4,
    };
    api.plans.onPost(url).reply(200, success(price));
    await expect(generatePlanAmount(PLAN_ORDER_ANSWER)).resolves.toEqual(price);
  });

  it('a plan address check', async () => {
    const url = `${PLANS_BASE}/v3/website/check_delivery_location`;
    const query = { latitude: 6.4, longitude: 3.4, is_laundry: 0, total_price: 4000 } as const;
    api.plans.onGet(url).reply(200, WRONG);
    await expect(checkPlanDeliveryLocation(query)).rejects.toEqual(unreadable);
    for (const check of [
      { can_deliver: 1, details: { closest_location: { name: 'Ikoyi' } }, delivery_fee: 0 },
      { can_deliver: 0, details: { closest_location: null }, delivery_fee: 0 },
    ]) {
      api.plans.onGet(url).reply(200, success(check));
      await expect(checkPlanDeliveryLocation(query)).resolves.toEqual(check);
    }
  });

  it.each([
    ['details', `${MAIN_BASE}/marketplace/orders/order-1`, getOrderDetails],
    ['latest', `${MAIN_BASE}/marketplace/orders/order-1/latest`, getLatestOrder],
    ['tracked', `${MAIN_BASE}/orders/order-1`, getOrder],
  ] as const)('an order (%s)', async (_name, url, call) => {
    api.signIn();
    api.main.onGet(url).reply(200, WRONG);
    await expect(call('order-1')).rejects.toEqual(unreadable);
    const order = anOrder();
    api.main.onGet(url).reply(200, success(order));
    await expect(call('order-1')).resolves.toEqual(order);
  });
});
