/** The cleaning and laundry plan site's calls, on their own API base (spec 7). */
import type { PlanOrderBody, PlansApiCalls } from '@jara/contracts/api-calls';
import type { PlanService } from '@jara/contracts/plans';
import { z } from 'zod/mini';
import { API_MESSAGES } from './api-messages';
import { LOGIN } from './call-behaviours';
import type { RequestOptions } from './request-options';
import { callPlans } from './typed-call';

const planAuthSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  customer: z.object({ id: z.number() }),
});

export function planLogin(
  credentials: { email: string; password: string },
  options?: RequestOptions,
) {
  return callPlans('POST v3/website/login', { body: credentials }, options, {
    ...LOGIN,
    dataSchema: planAuthSchema,
  });
}

export function planRegister(
  body: PlansApiCalls['POST v3/website/register']['body'],
  options?: RequestOptions,
) {
  return callPlans('POST v3/website/register', { body }, options, { dataSchema: planAuthSchema });
}

export type PaymentLinkBody =
  PlansApiCalls['POST v3/website/onboarding/{customerId}/generate_payment_link']['body'];

/** Spec 8: a one-off payment link that fails shows "An error occurred", not the server's text. */
export function generatePaymentLink(
  customerId: number,
  body: PaymentLinkBody,
  options?: RequestOptions,
) {
  return callPlans(
    'POST v3/website/onboarding/{customerId}/generate_payment_link',
    { path: { customerId }, body },
    options,
    body.frequency === 'one_off' ? { failureMessage: API_MESSAGES.paymentLinkFailed } : {},
  );
}

export function generatePlanAmount(order: PlanOrderBody, options?: RequestOptions) {
  return callPlans('POST plan/generate_amount', { body: order }, options);
}

export function checkPlanDiscount(
  body: { service: PlanService; discount_code?: string },
  options?: RequestOptions,
) {
  return callPlans('POST /v3/garden/is_discount_expired_with_options', { body }, options);
}

export function checkPlanDeliveryLocation(
  query: PlansApiCalls['GET /v3/website/check_delivery_location']['query'],
  options?: RequestOptions,
) {
  return callPlans('GET /v3/website/check_delivery_location', { query }, options);
}
