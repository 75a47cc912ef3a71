import type { PaymentLink, PlanPayment, PlanSubscription } from '@jara/contracts/plans';
import { DECLINE_REASON, TEST_CARDS } from '../payments/test-cards';
import { DEMO_CUSTOMER, KENYA_DEMO_CUSTOMER } from '../seed/demo-accounts';
import { inFuture } from '../testing/in-future';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const RETURN = 'http://localhost:8080/sign-up-successful';
const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.plansLogin();
});
afterAll(() => t.sandbox.stop());

const order = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 3,
  bathrooms: 2,
  frequency: 'weekly',
  deep_clean: false,
  discount_code: 'SPARKLE15',
  address: '12 Admiralty Road, Lekki',
  latitude: 6.4474,
  longitude: 3.4719,
  start_date: inFuture(3),
  return_url: RETURN,
};
const own = `v3/website/onboarding/${DEMO_CUSTOMER.id}`;
const createLink = (body: Record<string, unknown> = {}, path = own) =>
  t.plans<PaymentLink>('POST', `${path}/generate_payment_link`, {
    token,
    body: { ...order, ...body },
  });
const payWith = (link: PaymentLink, card: string) =>
  fetch(link.payment_link, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card_number: card, expiry: '12/30', cvv: '123' }),
  });
const check = async (reference: string) =>
  t.data(await t.plans<PlanPayment>('GET', `${own}/payments/${reference}`, { token }));

describe('plan payments', () => {
  it('refuses a stranger, another customer, a past start, an unserved address, a bad return_url', async () => {
    const anonymous = await t.plans('POST', `${own}/generate_payment_link`, { body: order });
    expect(anonymous.status).toBe(401);
    const other = `v3/website/onboarding/${KENYA_DEMO_CUSTOMER.id}`;
    expect((await createLink({}, other)).status).toBe(403);
    expect((await t.plans('GET', `${other}/subscriptions`, { token })).status).toBe(403);
    expect((await createLink({ start_date: '2020-01-01' })).body.message).toBe(
      'The start date cannot be in the past.',
    );
    expect((await createLink({ latitude: 0, longitude: 0 })).body).toMatchObject({
      errors: { address: ['We do not offer cleaning or laundry at this address yet.'] },
    });
    expect((await createLink({ return_url: 'javascript:alert(1)' })).body).toMatchObject({
      errors: { return_url: ['The return_url must be an http or https address.'] },
    });
    expect(
      (await createLink({ return_url: 'https://jara-payments.example/x' })).body,
    ).toMatchObject({
      errors: { return_url: ['The return_url must be a page of this site.'] },
    });
    expect((await createLink({ discount_code: 'SPRINGCLEAN' })).status).toBe(422);
  });

  it('pays on the hosted page of the plans origin and activates the plan', async () => {
    const link = t.data(await createLink());
    const origin = t.sandbox.urls.plans.replace(/\/api$/, '');
    expect(link.payment_link).toBe(`${origin}/pay/${link.reference}`);
    expect(await check(link.reference)).toMatchObject({
      status: 'pending',
      subscription: { status: 'awaiting_payment' },
    });
    const page = await fetch(link.payment_link);
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:8080",
    );
    const html = await page.text();
    expect(html).toContain('₦86,800');
    expect(html).toContain('Weekly home cleaning plan');
    const paid = await payWith(link, TEST_CARDS[0].number);
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN);
    expect(back.searchParams.get('reference')).toBe(link.reference);
    const payment = await check(link.reference);
    expect(payment).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(payment.subscription).toMatchObject({
      status: 'active',
      discount_code: 'SPARKLE15',
      start_date: order.start_date,
      price: { total: 86_800, code_discount_percent: 15, currency: 'NGN' },
      choice: { service: 'cleaning', bedrooms: 3, frequency: 'weekly' },
    });
    const again = await payWith(link, TEST_CARDS[1].number);
    expect(again.status).toBe(200);
    expect((await check(link.reference)).subscription.status).toBe('active');
  });

  it('a declined card fails the plan order with the provider’s reason; a cancel cancels it', async () => {
    const declined = t.data(await createLink({ kind: 'one_off', discount_code: undefined }));
    await payWith(declined, TEST_CARDS[1].number);
    expect(await check(declined.reference)).toMatchObject({
      status: 'failed',
      failure_reason: DECLINE_REASON,
      subscription: { status: 'payment_failed' },
    });
    const cancelled = t.data(await createLink());
    await fetch(`${cancelled.payment_link}/cancel`, { method: 'POST', redirect: 'manual' });
    expect((await check(cancelled.reference)).subscription.status).toBe('cancelled');
  });

  it('answers 404 for an unknown reference and for a payment that is not this customer’s plan', async () => {
    for (const reference of ['PAY-NOSUCHTHING', HOSTILE]) {
      const answer = await t.plans('GET', `${own}/payments/${encodeURIComponent(reference)}`, {
        token,
      });
      expect(answer.status).toBe(404);
    }
    const walletToken = await t.login();
    const topUp = await t.call<{ reference: string }>('POST', '/wallet/fund', {
      token: walletToken,
      body: { amount: 5000, return_url: RETURN },
    });
    const notAPlan = await t.plans('GET', `${own}/payments/${t.data(topUp).reference}`, { token });
    expect(notAPlan.status).toBe(404);
  });

  it('stores hostile address text as given, and lists plans newest first', async () => {
    const link = t.data(await createLink({ address: HOSTILE }));
    expect((await check(link.reference)).subscription.address).toBe(HOSTILE);
    expect(await (await fetch(link.payment_link)).text()).not.toContain('<script>alert');
    const plans = t.data(
      await t.plans<PlanSubscription[]>('GET', `${own}/subscriptions`, { token }),
    );
    expect(plans[0]).toMatchObject({ address: HOSTILE, status: 'awaiting_payment' });
    expect(plans.at(-1)).toMatchObject({ reference: 'PL-TIDY01', status: 'active' });
    expect(plans.map((plan) => plan.created_at)).toEqual(
      plans
        .map((plan) => plan.created_at)
        .sort()
        .reverse(),
    );
  });
});
