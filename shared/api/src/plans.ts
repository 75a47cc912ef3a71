/** The cleaning and laundry plan site's calls, on their own API base (spec 7). */
import type { PlanOrderBody, PlanPaymentBody, PlansApiCalls } from '@jara/contracts/api-calls';
import {
  planCatalogueSchema,
  planPaymentSchema,
  planSubscriptionSchema,
} from '@jara/contracts/plan-schema';
import type { PlanService } from '@jara/contracts/plans';
import { z } from 'zod/mini';
import { API_MESSAGES } from './api-messages';
import { BACKGROUND, LOGIN } from './call-behaviours';
import type { RequestOptions } from './request-options';
import { callPlans } from './typed-call';

const planAuthSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
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

/**
 * Spec 8 says a one-off payment link that fails shows "An error occurred"; the plan flow shows the
 * same for a plan's link, so the customer meets one message whatever they chose.
 */
export function generatePaymentLink(
  customerId: number,
  body: PlanPaymentBody,
  options?: RequestOptions,
) {
  return callPlans(
    'POST v3/website/onboarding/{customerId}/generate_payment_link',
    { path: { customerId }, body },
    options,
    { failureMessage: API_MESSAGES.paymentLinkFailed },
  );
}

/** What the price panel and the review read of a price. */
const planAmountSchema = z.object({
  kind: z.string(),
  total: z.number(),
  discount_amount: z.number(),
  currency: z.string(),
});

/** Asked on every change of the options: a price is not news, so it never toasts. */
export function generatePlanAmount(order: PlanOrderBody, options?: RequestOptions) {
  return callPlans('POST plan/generate_amount', { body: order }, options, {
    ...BACKGROUND,
    dataSchema: planAmountSchema,
  });
}

/** The verdict the discount field acts on: without it, a code must not pass for "not expired". */
const planDiscountCheckSchema = z.object({ expired: z.boolean() });

export function checkPlanDiscount(
  body: { service: PlanService; discount_code?: string },
  options?: RequestOptions,
) {
  return callPlans('POST /v3/garden/is_discount_expired_with_options', { body }, options, {
    dataSchema: planDiscountCheckSchema,
  });
}

/** What the where step reads: whether the place is served, by which area, and the fee. */
const planDeliveryCheckSchema = z.object({
  can_deliver: z.number(),
  details: z.object({ closest_location: z.nullish(z.object({ name: z.string() })) }),
  delivery_fee: z.number(),
});

export function checkPlanDeliveryLocation(
  query: PlansApiCalls['GET /v3/website/check_delivery_location']['query'],
  options?: RequestOptions,
) {
  return callPlans('GET /v3/website/check_delivery_location', { query }, options, {
    dataSchema: planDeliveryCheckSchema,
  });
}

/** The catalogue, a payment's check and a customer's plans are checked as the contract writes them. */
export function getPlanCatalogue(options?: RequestOptions) {
  return callPlans('GET v3/website/plans', {}, options, { dataSchema: planCatalogueSchema });
}

export function verifyPlanPayment(customerId: number, reference: string, options?: RequestOptions) {
  return callPlans(
    'GET v3/website/onboarding/{customerId}/payments/{reference}',
    { path: { customerId, reference } },
    options,
    { dataSchema: planPaymentSchema },
  );
}

const subscriptionsSchema = z.array(planSubscriptionSchema);

export function getPlanSubscriptions(customerId: number, options?: RequestOptions) {
  return callPlans(
    'GET v3/website/onboarding/{customerId}/subscriptions',
    { path: { customerId } },
    options,
    { dataSchema: subscriptionsSchema },
  );
}
