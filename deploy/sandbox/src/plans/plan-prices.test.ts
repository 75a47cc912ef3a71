import type { PlanAmount, PlanCatalogue, PlanDiscountCheck } from '@jara/contracts/plans';
import { middayToday } from '../testing/midday';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

const laundry = {
  service: 'laundry',
  kind: 'plan',
  unit: 'bags',
  quantity: 2,
  care: 'wash_fold',
  pickups_per_month: 2,
};
const cleaning = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 3,
  bathrooms: 2,
  frequency: 'weekly',
  deep_clean: false,
};

const price = (body: Record<string, unknown>, location = 'NG') =>
  t.plans<PlanAmount>('POST', 'plan/generate_amount', { body, location });
const priced = async (body: Record<string, unknown>, location = 'NG') =>
  t.data(await price(body, location));

describe('POST plan/generate_amount', () => {
  it('prices a laundry plan per pickup, care and plan discount, with pickup and delivery', async () => {
    // ₦16,000 less 5%, and ₦2,000 for pickup and delivery below ₦30,000: one total, charged.
    expect(await priced(laundry)).toEqual({
      service: 'laundry',
      kind: 'plan',
      amount: 16_000,
      discount_amount: 800,
      code_discount_percent: 0,
      delivery_fee: 2_000,
      total: 17_200,
      currency: 'NGN',
      visits: 2,
    });
    expect(await priced({ ...laundry, care: 'wash_iron' })).toMatchObject({ total: 22_900 });
    expect(await priced({ ...laundry, pickups_per_month: 8 })).toMatchObject({
      amount: 64_000,
      discount_amount: 9_600,
      visits: 8,
    });
    expect(
      await priced({ ...laundry, unit: 'items', quantity: 10, care: 'dry_clean' }),
    ).toMatchObject({ amount: 40_000, delivery_fee: 0, total: 38_000 });
  });

  it('prices a one-off as one pickup or visit without the plan discount', async () => {
    expect(await priced({ ...laundry, kind: 'one_off', pickups_per_month: 8 })).toMatchObject({
      kind: 'one_off',
      amount: 8_000,
      discount_amount: 0,
      delivery_fee: 2_000,
      total: 10_000,
      visits: 1,
    });
    expect(await priced({ ...cleaning, kind: 'one_off' })).toMatchObject({
      total: 31_000,
      visits: 1,
    });
    expect(await priced({ ...cleaning, kind: 'one_off', deep_clean: true })).toMatchObject({
      total: 55_800,
    });
  });

  it('prices cleaning per bedroom, bathroom and frequency', async () => {
    expect(await priced(cleaning)).toMatchObject({
      amount: 124_000,
      delivery_fee: 0,
      discount_amount: 18_600,
      total: 105_400,
      visits: 4,
    });
    expect(await priced({ ...cleaning, bedrooms: 4 })).toMatchObject({ amount: 144_000 });
    expect(await priced({ ...cleaning, frequency: 'biweekly' })).toMatchObject({ total: 55_800 });
    expect(await priced({ ...cleaning, frequency: 'monthly' })).toMatchObject({ total: 29_450 });
  });

  it('prices in KSh for Kenya', async () => {
    expect(await priced(laundry, 'KE')).toMatchObject({
      amount: 2_000,
      delivery_fee: 250,
      total: 2_150,
      currency: 'KES',
    });
    expect(await priced(cleaning, 'KE')).toMatchObject({ amount: 16_400, currency: 'KES' });
  });

  it('refuses a deep clean plan and options outside the contract', async () => {
    const deep = await price({ ...cleaning, deep_clean: true });
    expect(deep.status).toBe(422);
    expect(deep.body).toMatchObject({
      errors: { deep_clean: ['A deep clean is booked as a one-off.'] },
    });
    const wrong = await price({ ...laundry, care: 'starch', pickups_per_month: 3 });
    expect(wrong.body).toMatchObject({
      errors: { care: [expect.any(String)], pickups_per_month: [expect.any(String)] },
    });
    expect((await price({ ...laundry, quantity: 11 })).body).toMatchObject({
      errors: { quantity: ['The quantity of bags must be between 1 and 10.'] },
    });
    expect((await price({ ...cleaning, bathrooms: 0 })).status).toBe(422);
    expect((await price({ service: 'gardening' })).status).toBe(422);
  });
});

describe('discount codes', () => {
  const check = (body: Record<string, unknown>) =>
    t.plans<PlanDiscountCheck>('POST', '/v3/garden/is_discount_expired_with_options', { body });

  it('applies a valid code with its percent, to the price too', async () => {
    const sparkle = await check({ service: 'cleaning', discount_code: 'sparkle15' });
    expect(sparkle.body.message).toBe('Discount code SPARKLE15 applied: 15% off.');
    expect(t.data(sparkle)).toEqual({
      expired: false,
      discount_percent: 15,
      options: [
        { frequency: 'one_off', discount_percent: 0 },
        { frequency: 'weekly', discount_percent: 15 },
        { frequency: 'biweekly', discount_percent: 10 },
        { frequency: 'monthly', discount_percent: 5 },
      ],
    });
    expect(await priced({ ...cleaning, discount_code: 'SPARKLE15' })).toMatchObject({
      discount_amount: 37_200,
      code_discount_percent: 15,
      total: 86_800,
    });
    expect(t.data(await check({ service: 'laundry', discount_code: 'FRESHSTART' }))).toMatchObject({
      discount_percent: 20,
    });
  });

  it('refuses unknown, other-service and expired codes on discount_code', async () => {
    const expiredOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(middayToday() - 5 * 86_400_000);
    const refusals = [
      ['MADEUP', 'The discount code MADEUP is not valid.'],
      ['LAUNDRY10', 'The discount code LAUNDRY10 only applies to laundry.'],
      ['SPRINGCLEAN', `The discount code SPRINGCLEAN expired on ${expiredOn}.`],
    ];
    for (const [code, message] of refusals) {
      for (const answer of [
        await check({ service: 'cleaning', discount_code: code }),
        await price({ ...cleaning, discount_code: code }),
      ]) {
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ message, errors: { discount_code: [message] } });
      }
    }
  });
});

describe('GET v3/website/plans', () => {
  it('lists prices from and four ready-made plans, in the request’s currency', async () => {
    const ng = t.data(await t.plans<PlanCatalogue>('GET', 'v3/website/plans'));
    expect(ng.price_from).toEqual({ laundry: 6_000, cleaning: 18_000 });
    expect(ng.offers.map((offer) => [offer.name, offer.choice.service, offer.price.total])).toEqual(
      [
        ['Laundry Lite', 'laundry', 17_200],
        ['Family laundry', 'laundry', 79_200],
        ['Tidy home', 'cleaning', 41_400],
        ['Spotless home', 'cleaning', 105_400],
      ],
    );
    const ke = t.data(await t.plans<PlanCatalogue>('GET', 'v3/website/plans', { location: 'KE' }));
    expect(ke).toMatchObject({ currency: 'KES', price_from: { laundry: 750, cleaning: 2_500 } });
    expect(ke.offers.every((offer) => offer.price.currency === 'KES')).toBe(true);
  });
});
