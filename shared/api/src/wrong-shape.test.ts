/**
 * Answers whose envelope is right but whose data is of the wrong shape: each call the screens
 * read fields of fails as unreadable (the screen's own load error and retry), never resolves
 * with data a screen would draw empty or crash on.
 */
import { aSavedAddress } from '@jara/testing/builders/address';
import { aCustomer } from '@jara/testing/builders/customer';
import { anOrder } from '@jara/testing/builders/order';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { aWallet } from '@jara/testing/builders/wallet';
import { getProfile, updateProfile } from './account';
import { createAddress, getAddresses, updateAddress } from './addresses';
import { API_MESSAGES } from './api-messages';
import {
  getTags,
  getVendor,
  getVendorCategories,
  getVendorPreview,
  getVendorProducts,
} from './marketplace';
import { getLatestOrder, getOrder, getOrderDetails } from './orders';
import {
  checkPlanDeliveryLocation,
  generatePlanAmount,
  getPlanCatalogue,
  getPlanSubscriptions,
  verifyPlanPayment,
} from './plans';
import { MAIN_BASE, PLANS_BASE, setUpApiTest, success } from './testing/api-test-harness';
import { fundWallet, getWallet } from './wallet';

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

const PLAN_PRICE = {
  service: 'cleaning',
  kind: 'plan',
  amount: 40000,
  discount_amount: 0,
  code_discount_percent: 0,
  delivery_fee: 0,
  total: 40000,
  currency: 'NGN',
  visits: 4,
} as const;

const PLAN_SUBSCRIPTION = {
  reference: 'PAY-1',
  choice: PLAN_ORDER_ANSWER,
  price: PLAN_PRICE,
  discount_code: null,
  address: '1 Admiralty Way',
  drop_off: {
    street: '1 Admiralty Way',
    building: null,
    landmark: 'Blue gate',
    phone: null,
    instructions: null,
  },
  start_date: '2026-01-05',
  status: 'active',
  created_at: '2026-01-01T10:00:00Z',
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
      delivery_fee: 0,
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

  it('a store and its menu, read by the store page', async () => {
    const store = `${MAIN_BASE}/marketplace/vendors`;
    const vendor = aVendor({ delivery_quote: { fee: 800, time_min: 20, time_max: 35 } });
    const product = aProduct({
      addon_groups: [
        {
          id: 1,
          name: 'Sides',
          min: 0,
          max: 2,
          addons: [{ uuid: 'a-1', name: 'Plantain', price: 500 }],
        },
      ],
    });
    const category = { id: 10, name: 'Rice', vendor_uuid: vendor.uuid, products_count: 1 };
    const preview = { vendor, categories: [category], featured_products: [product] };
    const answers = [
      [`${store}/mama-put-kitchen`, () => getVendor('mama-put-kitchen'), vendor],
      [`${store}/vendor-1/preview`, () => getVendorPreview('vendor-1'), preview],
      [`${store}/vendor-1/categories`, () => getVendorCategories('vendor-1'), [category]],
      [`${store}/vendor-1/products`, () => getVendorProducts('vendor-1'), [product]],
    ] as const;
    for (const [url, call, answer] of answers) {
      api.main.onGet(url).reply(200, WRONG);
      await expect(call()).rejects.toEqual(unreadable);
      api.main.onGet(url).reply(200, success(answer));
      await expect(call()).resolves.toEqual(answer);
    }
    // A field of the wrong type fails too, not only a missing one.
    api.main
      .onGet(`${store}/vendor-1/products`)
      .reply(200, success([{ ...product, price: '2500' }]));
    await expect(getVendorProducts('vendor-1')).rejects.toEqual(unreadable);
  });

  it('the profile, read and updated', async () => {
    api.signIn();
    const url = `${MAIN_BASE}/account/profile`;
    api.main.onGet(url).reply(200, success({ id: 7 }));
    await expect(getProfile()).rejects.toEqual(unreadable);
    api.main.onPost(url).reply(200, success({ ...aCustomer(), domicile_location: 'GH' }));
    await expect(updateProfile({ name: 'Ada' })).rejects.toEqual(unreadable);
    api.main.onGet(url).reply(200, success(aCustomer()));
    await expect(getProfile()).resolves.toEqual(aCustomer());
    api.main.onPost(url).reply(200, success(aCustomer({ name: 'Ada O.' })));
    await expect(updateProfile({ name: 'Ada O.' })).resolves.toEqual(aCustomer({ name: 'Ada O.' }));
  });

  it('the wallet, and where a top-up is paid', async () => {
    api.signIn();
    const redirect = { reference: 'PAY-1', authorization_url: 'https://pay.jara.test/PAY-1' };
    api.main.onGet(`${MAIN_BASE}/wallet`).reply(200, success({ balance: 10_000 }));
    await expect(getWallet()).rejects.toEqual(unreadable);
    api.main.onPost(`${MAIN_BASE}/wallet/fund`).reply(200, success({ reference: 'PAY-1' }));
    await expect(fundWallet(5000, 'https://jara.test/wallet')).rejects.toEqual(unreadable);
    api.main.onGet(`${MAIN_BASE}/wallet`).reply(200, success(aWallet()));
    await expect(getWallet()).resolves.toEqual(aWallet());
    api.main.onPost(`${MAIN_BASE}/wallet/fund`).reply(200, success(redirect));
    await expect(fundWallet(5000, 'https://jara.test/wallet')).resolves.toEqual(redirect);
  });

  it('saved addresses, listed, created and updated', async () => {
    api.signIn();
    const list = `${MAIN_BASE}/marketplace/address`;
    const one = `${list}/home`;
    const body = { label: 'Home', address: '12 Admiralty Road', latitude: 6.45, longitude: 3.47 };
    api.main.onGet(list).reply(200, success([{ ...aSavedAddress(), street: 12 }]));
    await expect(getAddresses()).rejects.toEqual(unreadable);
    api.main.onPost(list).reply(200, WRONG);
    await expect(createAddress(body)).rejects.toEqual(unreadable);
    api.main.onPut(one).reply(200, WRONG);
    await expect(updateAddress('home', { label: 'Work' })).rejects.toEqual(unreadable);
    api.main.onGet(list).reply(200, success([aSavedAddress()]));
    await expect(getAddresses()).resolves.toEqual([aSavedAddress()]);
    api.main.onPost(list).reply(200, success(aSavedAddress()));
    await expect(createAddress(body)).resolves.toEqual(aSavedAddress());
    api.main.onPut(one).reply(200, success(aSavedAddress({ label: 'Work' })));
    await expect(updateAddress('home', { label: 'Work' })).resolves.toEqual(
      aSavedAddress({ label: 'Work' }),
    );
  });

  it("the plan catalogue, a plan payment's check and the customer's plans", async () => {
    api.signInToPlans();
    const catalogue = {
      currency: 'NGN',
      price_from: { laundry: 4000, cleaning: 15000 },
      offers: [
        {
          id: 'home-weekly',
          name: 'Home',
          description: 'x',
          choice: PLAN_ORDER_ANSWER,
          price: PLAN_PRICE,
        },
      ],
    };
    const payment = {
      reference: 'PAY-1',
      status: 'succeeded',
      failure_reason: null,
      subscription: PLAN_SUBSCRIPTION,
    };
    const onboarding = `${PLANS_BASE}/v3/website/onboarding/70`;
    const answers = [
      [`${PLANS_BASE}/v3/website/plans`, () => getPlanCatalogue(), catalogue],
      [`${onboarding}/payments/PAY-1`, () => verifyPlanPayment(70, 'PAY-1'), payment],
      [`${onboarding}/subscriptions`, () => getPlanSubscriptions(70), [PLAN_SUBSCRIPTION]],
    ] as const;
    for (const [url, call, answer] of answers) {
      api.plans.onGet(url).reply(200, WRONG);
      await expect(call()).rejects.toEqual(unreadable);
      api.plans.onGet(url).reply(200, success(answer));
      await expect(call()).resolves.toEqual(answer);
    }
    // A catalogue without one service's price, or an offer of an unknown service, is not read.
    api.plans
      .onGet(`${PLANS_BASE}/v3/website/plans`)
      .reply(200, success({ ...catalogue, price_from: { laundry: 4000 } }));
    await expect(getPlanCatalogue()).rejects.toEqual(unreadable);
    const gardening = {
      ...catalogue.offers[0],
      choice: { ...PLAN_ORDER_ANSWER, service: 'garden' },
    };
    api.plans
      .onGet(`${PLANS_BASE}/v3/website/plans`)
      .reply(200, success({ ...catalogue, offers: [gardening] }));
    await expect(getPlanCatalogue()).rejects.toEqual(unreadable);
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
