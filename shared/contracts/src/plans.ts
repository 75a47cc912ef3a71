/**
 * Shapes of the cleaning and laundry plan API, which lives on its own base URL. The option lists
 * and their bounds are written here once: the sandbox validates with them and the flow's forms
 * offer them. The shapes themselves are schemas (`plan-schema.ts`); their types are inferred here.
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

export const PLAN_SERVICES = ['laundry', 'cleaning'] as const;
export type PlanService = (typeof PLAN_SERVICES)[number];

/** A plan repeats every month; a one-off is a single pickup or visit. */
export const PLAN_KINDS = ['plan', 'one_off'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const LAUNDRY_UNITS = ['bags', 'items'] as const;
export type LaundryUnit = (typeof LAUNDRY_UNITS)[number];
export const LAUNDRY_CARE = ['wash_fold', 'wash_iron', 'dry_clean'] as const;
export type LaundryCare = (typeof LAUNDRY_CARE)[number];
export const LAUNDRY_PICKUPS_PER_MONTH = [1, 2, 4, 8] as const;

export const CLEANING_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type CleaningFrequency = (typeof CLEANING_FREQUENCIES)[number];

/** Inclusive bounds of every counted option. */
export const PLAN_LIMITS = {
  bags: { min: 1, max: 10 },
  items: { min: 5, max: 100 },
  bedrooms: { min: 1, max: 8 },
  bathrooms: { min: 1, max: 8 },
} as const;

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

export const PLAN_ORDER_STATUSES = [
  'awaiting_payment',
  'active',
  'payment_failed',
  'cancelled',
] as const;
export type PlanOrderStatus = (typeof PLAN_ORDER_STATUSES)[number];

/** A plan or one-off the customer ordered (sandbox extension). */
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

/** The server's check of a plan payment, made before the site calls it paid (sandbox extension). */
export type PlanPayment = z.infer<typeof planPaymentSchema>;
