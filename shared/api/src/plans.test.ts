import type { PlanPaymentBody } from '@jara/contracts/api-calls';
import { sessionStore } from '@jara/state/session-store';
import { API_MESSAGES } from './api-messages';
import { generatePaymentLink, generatePlanAmount, verifyPlanPayment } from './plans';
import { failure, PLANS_BASE, setUpApiTest } from './testing/api-test-harness';

const api = setUpApiTest();
const url = `${PLANS_BASE}/v3/website/onboarding/70/generate_payment_link`;

function order(kind: PlanPaymentBody['kind']): PlanPaymentBody {
  return {
    service: 'cleaning',
    kind,
    bedrooms: 2,
    bathrooms: 1,
    frequency: 'weekly',
    deep_clean: false,
    address: '1 Admiralty Way',
    latitude: 6.45,
    longitude: 3.47,
    start_date: '2026-01-05',
    return_url: 'http://localhost:8080/sign-up-successful',
  };
}

describe('payment links (spec 8)', () => {
  beforeEach(() => api.signInToPlans());

  it.each(['one_off', 'plan'] as const)(
    'a failed %s payment link shows "An error occurred"',
    async (kind) => {
      api.plans.onPost(url).reply(422, failure('Start date must be in the future.'));
      const error = await generatePaymentLink(70, order(kind)).catch((caught) => caught);
      expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.paymentLinkFailed }]);
      // The form still gets the server's own words.
      expect(error.message).toBe('Start date must be in the future.');
    },
  );
});

describe('plan calls', () => {
  it('a price never toasts, even when it fails', async () => {
    api.plans.onPost(`${PLANS_BASE}/plan/generate_amount`).reply(500, failure('Down.'));
    await expect(generatePlanAmount(order('plan'))).rejects.toThrow('Down.');
    expect(api.toasts).toEqual([]);
  });

  it('an unknown payment reference keeps the plan session', async () => {
    api.signInToPlans();
    api.plans
      .onGet(`${PLANS_BASE}/v3/website/onboarding/70/payments/PAY-X`)
      .reply(404, failure('We could not find that payment.'));
    await expect(verifyPlanPayment(70, 'PAY-X')).rejects.toThrow();
    expect(sessionStore.getState().planToken).toBe('plan-token');
  });
});
