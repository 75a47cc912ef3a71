import type {
  PaymentLink,
  PlanAmount,
  PlanAuthResult,
  PlanDeliveryCheck,
  PlanDiscountCheck,
} from '@jara/contracts/plans';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let auth: PlanAuthResult;
beforeAll(async () => {
  t = await startTestSandbox();
  auth = t.data(
    await t.plans<PlanAuthResult>('POST', 'v3/website/login', {
      body: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
    }),
  );
});
afterAll(() => t.sandbox.stop());

const inFuture = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const order = {
  service: 'cleaning',
  frequency: 'weekly',
  rooms: 3,
  address: '12 Admiralty Road, Lekki',
  latitude: 6.4474,
  longitude: 3.4719,
};

describe('plans API', () => {
  it('logs in with the demo credentials, with a token of its own', async () => {
    expect(auth.customer).toEqual({
      id: DEMO_CUSTOMER.id,
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
    });
    expect((await t.call('GET', '/account/profile', { token: auth.access_token })).status).toBe(
      401,
    );
    const wrong = await t.plans('POST', 'v3/website/login', {
      body: { email: DEMO_CUSTOMER.email, password: 'nope' },
    });
    expect(wrong.status).toBe(422);
  });

  it('registers a plan customer', async () => {
    const result = await t.plans<PlanAuthResult>('POST', 'v3/website/register', {
      body: {
        name: 'Plan Person',
        email: 'plans@example.com',
        phone: '+2348000000050',
        password: 'plan-password',
      },
      location: 'KE',
    });
    expect(result.body.message).toBe('Your account has been created.');
    expect(t.data(result).customer.name).toBe('Plan Person');
  });

  it('prices cleaning and laundry per frequency and rooms, in the location’s currency', async () => {
    const weekly = t.data(
      await t.plans<PlanAmount>('POST', 'plan/generate_amount', {
        body: { service: 'cleaning', frequency: 'weekly', rooms: 3 },
      }),
    );
    expect(weekly).toEqual({
      service: 'cleaning',
      frequency: 'weekly',
      rooms: 3,
      amount: 100_000,
      discount_amount: 15_000,
      total: 85_000,
      currency: 'NGN',
    });
    const oneOff = t.data(
      await t.plans<PlanAmount>('POST', 'plan/generate_amount', {
        body: { service: 'laundry', frequency: 'one_off', rooms: 1 },
        location: 'KE',
      }),
    );
    expect(oneOff).toMatchObject({ amount: 1000, total: 1000, currency: 'KES' });
    expect(
      (
        await t.plans('POST', 'plan/generate_amount', {
          body: { service: 'gardening', frequency: 'daily', rooms: 0 },
        })
      ).body,
    ).toMatchObject({
      errors: {
        service: ['The service field must be one of: laundry, cleaning.'],
        frequency: expect.any(Array),
        rooms: ['The rooms field must be at least 1.'],
      },
    });
  });

  it('checks plan discount codes', async () => {
    const check = (body: Record<string, unknown>) =>
      t.plans<PlanDiscountCheck>('POST', '/v3/garden/is_discount_expired_with_options', { body });
    const none = t.data(await check({ service: 'cleaning' }));
    expect(none).toMatchObject({ expired: false, discount_percent: 0 });
    expect(none.options.map((option) => option.frequency)).toEqual([
      'one_off',
      'weekly',
      'biweekly',
      'monthly',
    ]);
    expect(t.data(await check({ service: 'laundry', discount_code: 'FRESHSTART' }))).toMatchObject({
      expired: false,
      discount_percent: 20,
    });
    expect(
      t.data(await check({ service: 'cleaning', discount_code: 'SPRINGCLEAN' })),
    ).toMatchObject({ expired: true, discount_percent: 0 });
    expect((await check({ service: 'cleaning', discount_code: 'LAUNDRY10' })).body.message).toBe(
      'The discount code LAUNDRY10 only applies to laundry.',
    );
    expect((await check({ service: 'cleaning', discount_code: 'MADEUP' })).status).toBe(422);
  });

  it('checks delivery with the laundry fee', async () => {
    const path = (query: string) =>
      `/v3/website/check_delivery_location?longitude=3.4719&latitude=6.4474&${query}`;
    expect(
      t.data(await t.plans<PlanDeliveryCheck>('GET', path('is_laundry=1&total_price=10000'))),
    ).toEqual({
      can_deliver: 1,
      details: { closest_location: { name: 'Lekki Phase 1' } },
      delivery_fee: 2000,
    });
    expect(
      t.data(await t.plans<PlanDeliveryCheck>('GET', path('is_laundry=1&total_price=30000')))
        .delivery_fee,
    ).toBe(0);
    expect(
      t.data(await t.plans<PlanDeliveryCheck>('GET', path('is_laundry=0&total_price=1')))
        .delivery_fee,
    ).toBe(0);
    expect((await t.plans('GET', path('is_laundry=2&total_price=1'))).status).toBe(422);
  });

  it('generates a payment link for the signed-in customer only, and the link pays', async () => {
    const url = `v3/website/onboarding/${auth.customer.id}/generate_payment_link`;
    expect(
      (await t.plans('POST', url, { body: { ...order, start_date: inFuture(3) } })).status,
    ).toBe(401);
    expect(
      (
        await t.plans('POST', 'v3/website/onboarding/999/generate_payment_link', {
          token: auth.access_token,
          body: { ...order, start_date: inFuture(3) },
        })
      ).status,
    ).toBe(403);
    const past = await t.plans('POST', url, {
      token: auth.access_token,
      body: { ...order, start_date: '2020-01-01' },
    });
    expect(past.body.message).toBe('The start date cannot be in the past.');
    const faraway = await t.plans('POST', url, {
      token: auth.access_token,
      body: { ...order, latitude: 0, longitude: 0, start_date: inFuture(3) },
    });
    expect(faraway.status).toBe(422);
    const link = t.data(
      await t.plans<PaymentLink>('POST', url, {
        token: auth.access_token,
        body: { ...order, start_date: inFuture(3) },
      }),
    );
    expect(link.payment_link).toBe(
      `${t.sandbox.urls.plans.replace(/\/api$/, '')}/pay/${link.reference}`,
    );
    const page = await fetch(link.payment_link);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('₦85,000 for weekly cleaning');
  });
});
