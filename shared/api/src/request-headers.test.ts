import { locationStore } from '@jara/state/location-store';
import { getBusinessTypes } from './marketplace';
import { checkPlanDiscount } from './plans';
import { MAIN_BASE, PLANS_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

function sentHeaders(mock: typeof api.main) {
  const request = [...mock.history.get, ...mock.history.post].at(-1);
  return request?.headers ?? {};
}

describe('request headers (spec 6)', () => {
  it('sends no Authorization header while signed out, and location NG by default', async () => {
    api.main.onGet(`${MAIN_BASE}/marketplace/business_types`).reply(200, success([]));
    await getBusinessTypes();
    expect(sentHeaders(api.main).Authorization).toBeUndefined();
    expect(sentHeaders(api.main).location).toBe('NG');
  });

  it('sends the main bearer token and the chosen country', async () => {
    api.signIn('abc.def');
    locationStore.getState().setCountry('KE');
    api.main.onGet(`${MAIN_BASE}/marketplace/business_types`).reply(200, success([]));
    await getBusinessTypes();
    expect(sentHeaders(api.main).Authorization).toBe('Bearer abc.def');
    expect(sentHeaders(api.main).location).toBe('KE');
  });

  it('sends the plan token, not the main token, to the plans base', async () => {
    api.signIn('main-only');
    api.signInToPlans('plan-only');
    api.plans
      .onPost(`${PLANS_BASE}/v3/garden/is_discount_expired_with_options`)
      .reply(200, success({ expired: false, discount_percent: 0, options: [] }));
    await checkPlanDiscount({ service: 'laundry' });
    expect(sentHeaders(api.plans).Authorization).toBe('Bearer plan-only');
    expect(sentHeaders(api.plans).location).toBe('NG');
  });

  it('sends no bearer to the plans base when only the main account is signed in', async () => {
    api.signIn('main-only');
    api.plans
      .onPost(`${PLANS_BASE}/v3/garden/is_discount_expired_with_options`)
      .reply(200, success({ expired: false, discount_percent: 0, options: [] }));
    await checkPlanDiscount({ service: 'cleaning' });
    expect(sentHeaders(api.plans).Authorization).toBeUndefined();
  });
});
