import { API_MESSAGES } from './api-messages';
import { generatePaymentLink, type PaymentLinkBody } from './plans';
import { failure, PLANS_BASE, setUpApiTest } from './testing/api-test-harness';

const api = setUpApiTest();
const url = `${PLANS_BASE}/v3/website/onboarding/70/generate_payment_link`;

function order(frequency: PaymentLinkBody['frequency']): PaymentLinkBody {
  return {
    service: 'cleaning',
    frequency,
    rooms: 2,
    address: '1 Admiralty Way',
    latitude: 6.45,
    longitude: 3.47,
    start_date: '2026-01-05',
  };
}

describe('payment links (spec 8)', () => {
  beforeEach(() => api.signInToPlans());

  it('a failed one-off payment link shows "An error occurred"', async () => {
    api.plans.onPost(url).reply(422, failure('Start date must be in the future.'));
    const error = await generatePaymentLink(70, order('one_off')).catch((caught) => caught);
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.paymentLinkFailed }]);
    // The form still gets the server's own words.
    expect(error.message).toBe('Start date must be in the future.');
  });

  it("a failed recurring payment link shows the server's message", async () => {
    api.plans.onPost(url).reply(422, failure('Start date must be in the future.'));
    await expect(generatePaymentLink(70, order('weekly'))).rejects.toThrow();
    expect(api.toasts).toEqual([{ kind: 'error', message: 'Start date must be in the future.' }]);
  });
});
