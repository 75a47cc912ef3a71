/**
 * The cleaning and laundry plan API, on its own base, against the real sandbox.
 */
import { sessionStore } from '@jara/state/session-store';
import { API_MESSAGES } from '@jara/api/api-messages';
import {
  checkPlanDeliveryLocation,
  checkPlanDiscount,
  generatePaymentLink,
  generatePlanAmount,
  planLogin,
  planRegister,
} from '@jara/api/plans';
import { expectFields } from './entity-keys';
import { DEMO, setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

const lekki = { latitude: 6.4478, longitude: 3.4723 };
const inTwoWeeks = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('plan accounts', () => {
  beforeEach(() => api.signOut());

  it('a wrong password is a warning toast', async () => {
    await expect(planLogin({ email: DEMO.email, password: 'wrong' })).rejects.toMatchObject({
      kind: 'http',
    });
    expect(api.toasts).toEqual([{ kind: 'warning', message: expect.any(String) }]);
  });

  it('signs in with the demo account and registers a newcomer', async () => {
    const signedIn = await api.signInToPlans();
    expect(signedIn.customer.email).toBe(DEMO.email);
    expectFields('planAuthResult', signedIn);
    const email = `plans-${Date.now()}@jara.test`;
    await expect(
      planRegister({
        name: 'Plan Newcomer',
        email,
        phone: '+2348099999999',
        password: 'Plan-pass1!',
      }),
    ).resolves.toMatchObject({ customer: { email } });
    const again = await planRegister({
      name: 'Plan Newcomer',
      email,
      phone: '+2348099999999',
      password: 'Plan-pass1!',
    }).catch((caught) => caught);
    expect(again.fieldError('email')).toEqual(expect.any(String));
  });

  it('does not accept a main-site token on the plans base', async () => {
    await api.signIn();
    sessionStore.getState().signInToPlans(sessionStore.getState().token!, 1);
    await expect(
      generatePaymentLink(1, {
        service: 'cleaning',
        frequency: 'weekly',
        rooms: 2,
        address: '1 Admiralty Way',
        ...lekki,
        start_date: inTwoWeeks,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
  });
});

describe('plan pricing and payment', () => {
  let customerId: number;

  beforeAll(async () => {
    api.signOut();
    customerId = (await api.signInToPlans()).customer.id;
  });

  it('prices a plan, and refuses a wrongly typed room count', async () => {
    const amount = await generatePlanAmount({ service: 'cleaning', frequency: 'weekly', rooms: 3 });
    expect(amount).toMatchObject({ service: 'cleaning', rooms: 3, total: expect.any(Number) });
    expectFields('planAmount', amount);
    await expect(
      generatePlanAmount({ service: 'cleaning', frequency: 'weekly', rooms: 'three' as never }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('checks discount codes', async () => {
    const fresh = await checkPlanDiscount({ service: 'laundry', discount_code: 'FRESHSTART' });
    expect(fresh.expired).toBe(false);
    expectFields('planDiscountCheck', fresh);
    await expect(
      checkPlanDiscount({ service: 'cleaning', discount_code: 'SPRINGCLEAN' }),
    ).resolves.toMatchObject({ expired: true });
  });

  it('checks plan delivery to a location', async () => {
    const check = await checkPlanDeliveryLocation({ ...lekki, is_laundry: 1, total_price: 15000 });
    expect(check.can_deliver).toBeGreaterThan(0);
    expectFields('planDeliveryCheck', check);
    const far = await checkPlanDeliveryLocation({
      latitude: 0,
      longitude: -30,
      is_laundry: 0,
      total_price: 1,
    });
    expect(far.can_deliver).toBeLessThanOrEqual(0);
  });

  it('generates a payment link; a failed one-off link says "An error occurred"', async () => {
    const order = { service: 'laundry', rooms: 2, address: '1 Admiralty Way', ...lekki } as const;
    const link = await generatePaymentLink(customerId, {
      ...order,
      frequency: 'monthly',
      start_date: inTwoWeeks,
    });
    expect(link).toMatchObject({ payment_link: expect.any(String), reference: expect.any(String) });
    expectFields('paymentLink', link);

    api.toasts.length = 0;
    await expect(
      generatePaymentLink(customerId, { ...order, frequency: 'one_off', start_date: 'someday' }),
    ).rejects.toMatchObject({ status: 422 });
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.paymentLinkFailed }]);
  });
});
