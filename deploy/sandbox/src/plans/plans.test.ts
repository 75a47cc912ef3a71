import type { PlanAuthResult, PlanDeliveryCheck } from '@jara/contracts/plans';
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

describe('plan accounts and areas', () => {
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
});
