/**
 * Issue 37: a plan order carries the drop-off its address step asks (street required, building,
 * landmark, a phone for the rider, instructions), refused per field with the order's limits, and
 * a double submit of the same attempt is one payment and one plan order.
 */
import type { PaymentLink, PlanPayment, PlanSubscription } from '@jara/contracts/plans';
import { TEST_CARDS } from '../payments/test-cards';
import { DEMO_CUSTOMER } from '../seed/demo-accounts';
import { inFuture } from '../testing/in-future';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.plansLogin();
});
afterAll(() => t.sandbox.stop());

const dropOff = {
  street: '12 Admiralty Way',
  building: 'Block C, Flat 4',
  landmark: 'Blue gate',
  phone: '+234 803 111 2233',
  instructions: 'Call on arrival',
};
const order = {
  service: 'laundry',
  kind: 'plan',
  unit: 'bags',
  quantity: 2,
  care: 'wash_fold',
  pickups_per_month: 2,
  address: '12 Admiralty Way, Lekki Phase 1',
  latitude: 6.4474,
  longitude: 3.4719,
  drop_off: dropOff,
  start_date: inFuture(3),
  return_url: 'http://localhost:8080/sign-up-successful',
};
const own = `v3/website/onboarding/${DEMO_CUSTOMER.id}`;
const createLink = (body: Record<string, unknown> = {}) =>
  t.plans<PaymentLink>('POST', `${own}/generate_payment_link`, {
    token,
    body: { ...order, ...body },
  });
const check = async (reference: string) =>
  t.data(await t.plans<PlanPayment>('GET', `${own}/payments/${reference}`, { token }));
const plans = async () =>
  t.data(await t.plans<PlanSubscription[]>('GET', `${own}/subscriptions`, { token }));
const errorsOf = (result: Awaited<ReturnType<typeof createLink>>) =>
  result.body.status === 'error' ? result.body.errors : undefined;

describe('a plan order’s drop-off', () => {
  it('is stored trimmed and answered on the payment check and the list of plans', async () => {
    const link = t.data(
      await createLink({ drop_off: { ...dropOff, street: '  12 Admiralty Way  ', phone: null } }),
    );
    const { subscription } = await check(link.reference);
    expect(subscription).toMatchObject({
      address: order.address,
      drop_off: { ...dropOff, phone: null },
      status: 'awaiting_payment',
    });
    expect((await plans())[0]).toMatchObject({
      reference: subscription.reference,
      drop_off: { ...dropOff, phone: null },
    });
  });

  it('is null on a plan ordered without one, and hostile text is kept as given', async () => {
    const bare = t.data(await createLink({ drop_off: undefined }));
    expect((await check(bare.reference)).subscription.drop_off).toBeNull();
    const hostile = t.data(
      await createLink({ drop_off: { ...dropOff, street: HOSTILE, instructions: HOSTILE } }),
    );
    expect((await check(hostile.reference)).subscription.drop_off).toMatchObject({
      street: HOSTILE,
      instructions: HOSTILE,
    });
    expect(await (await fetch(hostile.payment_link)).text()).not.toContain('<script>alert');
  });

  it.each([
    ['street', 200],
    ['building', 120],
    ['landmark', 200],
    ['phone', 20],
    ['instructions', 300],
  ])('refuses drop_off.%s longer than %i characters with a 422 naming it', async (field, max) => {
    const before = (await plans()).length;
    const refused = await createLink({ drop_off: { ...dropOff, [field]: 'x'.repeat(max + 1) } });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual({
      [`drop_off.${field}`]: [
        `The drop_off.${field} field may not be greater than ${max} characters.`,
      ],
    });
    expect(
      t.data(await createLink({ drop_off: { ...dropOff, [field]: 'x'.repeat(max) } })),
    ).toMatchObject({ reference: expect.stringMatching(/^PAY-/) });
    expect(await plans()).toHaveLength(before + 1);
  });

  it.each(['', '   ', undefined])('refuses a street of %p: it is required', async (street) => {
    const refused = await createLink({ drop_off: { ...dropOff, street } });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual({
      'drop_off.street': ['The drop_off.street field is required.'],
    });
  });

  it('names every bad field at once', async () => {
    const refused = await createLink({
      drop_off: { ...dropOff, street: '', phone: '1'.repeat(21) },
    });
    expect(Object.keys(errorsOf(refused) ?? {}).sort()).toEqual([
      'drop_off.phone',
      'drop_off.street',
    ]);
  });
});

describe('the same plan payment request sent twice at once', () => {
  it('answers one link for one plan order, paid once', async () => {
    const before = (await plans()).length;
    const body = { idempotency_key: 'plan-attempt-double-submit-1' };
    const [one, two] = await Promise.all([createLink(body), createLink(body)]);
    const link = t.data(one);
    expect(t.data(two)).toEqual(link);
    const after = await plans();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ drop_off: dropOff, status: 'awaiting_payment' });

    const pay = () =>
      fetch(link.payment_link, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          card_number: TEST_CARDS[0].number,
          expiry: '12/30',
          cvv: '123',
        }),
      });
    const paid = await Promise.all([pay(), pay()]);
    expect(paid.map((answer) => answer.status).sort()).toEqual([200, 303]);
    expect(await check(link.reference)).toMatchObject({
      status: 'succeeded',
      subscription: { status: 'active', drop_off: dropOff },
    });
    // The attempt, sent again after it was paid, is still the same payment.
    expect(t.data(await createLink(body))).toEqual(link);
    expect(await plans()).toHaveLength(before + 1);
  });

  it('is two plan orders when the attempts differ', async () => {
    const before = (await plans()).length;
    const [one, two] = await Promise.all([
      createLink({ idempotency_key: 'plan-attempt-a-000001' }),
      createLink({ idempotency_key: 'plan-attempt-b-000001' }),
    ]);
    expect(t.data(one).reference).not.toBe(t.data(two).reference);
    expect(await plans()).toHaveLength(before + 2);
  });
});
