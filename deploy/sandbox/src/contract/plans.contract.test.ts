/**
 * The cleaning and laundry plan API, on its own base, against the real sandbox.
 */
import { sessionStore } from '@jara/state/session-store';
import type { CleaningChoice } from '@jara/contracts/plans';
import {
  checkPlanDeliveryLocation,
  checkPlanDiscount,
  generatePaymentLink,
  generatePlanAmount,
  getPlanCatalogue,
  planLogin,
  planRegister,
} from '@jara/api/plans';
import { expectFields } from './entity-keys';
import { DEMO, setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

const lekki = { latitude: 6.4478, longitude: 3.4723 };
const weeklyClean: CleaningChoice = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 3,
  bathrooms: 2,
  frequency: 'weekly',
  deep_clean: false,
};
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
        ...weeklyClean,
        address: '1 Admiralty Way',
        ...lekki,
        start_date: inTwoWeeks,
        return_url: 'http://localhost:8080/sign-up-successful',
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
  });
});

describe('plan prices, codes and catalogue', () => {
  beforeEach(() => api.useCountry('NG'));

  it('prices a choice, silently, and refuses a wrongly typed count', async () => {
    const amount = await generatePlanAmount(weeklyClean);
    expect(amount).toMatchObject({ service: 'cleaning', kind: 'plan', total: 105_400, visits: 4 });
    expectFields('planAmount', amount);
    await expect(
      generatePlanAmount({ ...weeklyClean, bedrooms: 'three' as never }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(generatePlanAmount({ ...weeklyClean, deep_clean: true })).rejects.toMatchObject({
      status: 422,
    });
    expect(api.toasts).toEqual([]);
  });

  it('prices in KSh for Kenya', async () => {
    api.useCountry('KE');
    await expect(generatePlanAmount({ ...weeklyClean, kind: 'one_off' })).resolves.toMatchObject({
      total: 4_100,
      currency: 'KES',
    });
  });

  it('applies a code with the server’s message and refuses an expired one with its date', async () => {
    const sparkle = await checkPlanDiscount({ service: 'cleaning', discount_code: 'SPARKLE15' });
    expect(sparkle).toMatchObject({ expired: false, discount_percent: 15 });
    expectFields('planDiscountCheck', sparkle);
    expect(api.toasts).toEqual([
      { kind: 'success', message: 'Discount code SPARKLE15 applied: 15% off.' },
    ]);
    const expired = await checkPlanDiscount({
      service: 'cleaning',
      discount_code: 'SPRINGCLEAN',
    }).catch((caught) => caught);
    expect(expired.status).toBe(422);
    expect(expired.fieldError('discount_code')).toMatch(
      /^The discount code SPRINGCLEAN expired on \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    );
    await expect(
      generatePlanAmount({ ...weeklyClean, discount_code: 'LAUNDRY10' }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('lists the catalogue in the visitor’s currency', async () => {
    api.useCountry('KE');
    const catalogue = await getPlanCatalogue();
    expectFields('planCatalogue', catalogue);
    expect(catalogue).toMatchObject({ currency: 'KES', price_from: { laundry: 750 } });
    expect(catalogue.offers).toHaveLength(4);
    for (const offer of catalogue.offers) {
      expectFields('planOffer', offer);
      expectFields('planAmount', offer.price);
    }
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
});
