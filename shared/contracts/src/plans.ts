/**
 * Types of the cleaning and laundry plan API, which lives on its own base URL, inferred from its
 * schemas and option lists (`plan-schema.ts`), where the sandbox and the flow's forms read them.
 */
import type { z } from 'zod/mini';
import type {
  cleaningChoiceSchema,
  laundryChoiceSchema,
  paymentLinkSchema,
  planAmountSchema,
  planAuthResultSchema,
  planCatalogueSchema,
  planChoiceSchema,
  planCustomerSchema,
  planDeliveryCheckSchema,
  planDiscountCheckSchema,
  planOfferSchema,
  planPaymentSchema,
  planSubscriptionSchema,
} from './plan-schema';
import type {
  CLEANING_FREQUENCIES,
  LAUNDRY_CARE,
  LAUNDRY_UNITS,
  PLAN_KINDS,
  PLAN_ORDER_STATUSES,
  PLAN_SERVICES,
} from './plan-schema';

export type PlanService = (typeof PLAN_SERVICES)[number];

export type PlanKind = (typeof PLAN_KINDS)[number];

export type LaundryUnit = (typeof LAUNDRY_UNITS)[number];
export type LaundryCare = (typeof LAUNDRY_CARE)[number];

export type CleaningFrequency = (typeof CLEANING_FREQUENCIES)[number];

export type LaundryChoice = z.infer<typeof laundryChoiceSchema>;

export type CleaningChoice = z.infer<typeof cleaningChoiceSchema>;

/** What the customer chose: the body of every call that prices a plan. */
export type PlanChoice = z.infer<typeof planChoiceSchema>;

export type PlanCustomer = z.infer<typeof planCustomerSchema>;

export type PlanAuthResult = z.infer<typeof planAuthResultSchema>;

/** A price worked out by the server: a plan's per month, a one-off's once. */
export type PlanAmount = z.infer<typeof planAmountSchema>;

export type PlanDiscountCheck = z.infer<typeof planDiscountCheckSchema>;

export type PlanDeliveryCheck = z.infer<typeof planDeliveryCheckSchema>;

export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** A ready-made plan the site shows side by side (sandbox extension: `GET v3/website/plans`). */
export type PlanOffer = z.infer<typeof planOfferSchema>;

export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;

export type PlanOrderStatus = (typeof PLAN_ORDER_STATUSES)[number];

/** A plan or one-off the customer ordered (sandbox extension). */
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

/** The server's check of a plan payment, made before the site calls it paid (sandbox extension). */
export type PlanPayment = z.infer<typeof planPaymentSchema>;
