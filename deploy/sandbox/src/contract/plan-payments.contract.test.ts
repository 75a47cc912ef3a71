/**
 * A plan paid through the plans API's link and the hosted page, then checked as the site does.
 */
import { API_MESSAGES } from '@jara/api/api-messages';
import { generatePaymentLink, getPlanSubscriptions, verifyPlanPayment } from '@jara/api/plans';
import type { PlanPaymentBody } from '@jara/contracts/api-calls';
import { DECLINE_REASON, TEST_CARDS } from '../payments/test-cards';
import { expectFields } from './entity-keys';
import { payOnHostedPage } from './hosted-page-client';
import { setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

const inTwoWeeks = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const laundryPlan: PlanPaymentBody = {
  service: 'laundry',
  kind: 'plan',
  unit: 'bags',
  quantity: 2,
  care: 'wash_fold',
  pickups_per_month: 2,
  address: '1 Admiralty Way <b>"home"</b>',
  latitude: 6.4478,
  longitude: 3.4723,
  drop_off: {
    street: '1 Admiralty Way',
    building: null,
    landmark: 'Blue gate',
    phone: null,
    instructions: 'Call on arrival',
  },
  start_date: inTwoWeeks,
  return_url: 'http://localhost:8080/sign-up-successful',
};

let customerId: number;
beforeAll(async () => {
  api.useCountry('NG');
  customerId = (await api.signInToPlans()).customer.id;
});

describe('plan payment', () => {
  it('pays a plan on the hosted page; the check says succeeded and the plan is active', async () => {
    const link = await generatePaymentLink(customerId, laundryPlan);
    expectFields('paymentLink', link);
    const back = await payOnHostedPage(link.payment_link, TEST_CARDS[0].number);
    expect(back.searchParams.get('reference')).toBe(link.reference);
    const payment = await verifyPlanPayment(customerId, link.reference);
    expectFields('planPayment', payment);
    expectFields('planSubscription', payment.subscription);
    expect(payment).toMatchObject({
      status: 'succeeded',
      subscription: {
        status: 'active',
        address: laundryPlan.address,
        drop_off: laundryPlan.drop_off,
        price: { total: 17_200, delivery_fee: 2_000 },
      },
    });
    const plans = await getPlanSubscriptions(customerId);
    expect(plans[0]?.reference).toBe(payment.subscription.reference);
  });

  it('a declined card is failed with "Insufficient funds"', async () => {
    const link = await generatePaymentLink(customerId, { ...laundryPlan, kind: 'one_off' });
    await payOnHostedPage(link.payment_link, TEST_CARDS[1].number);
    await expect(verifyPlanPayment(customerId, link.reference)).resolves.toMatchObject({
      status: 'failed',
      failure_reason: DECLINE_REASON,
      subscription: { status: 'payment_failed' },
    });
  });

  it('an unknown reference is a 404 that keeps the session', async () => {
    await expect(verifyPlanPayment(customerId, 'PAY-UNKNOWN')).rejects.toMatchObject({
      status: 404,
    });
    expect(api.loggedOut).toEqual([]);
  });

  it('another customer’s id is a 403; a failed link says "An error occurred"', async () => {
    await expect(getPlanSubscriptions(customerId + 1)).rejects.toMatchObject({ status: 403 });
    api.toasts.length = 0;
    await expect(
      generatePaymentLink(customerId, { ...laundryPlan, start_date: 'someday' }),
    ).rejects.toMatchObject({ status: 422 });
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.paymentLinkFailed }]);
  });
});
