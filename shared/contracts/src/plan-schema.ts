/**
 * The cleaning and laundry plan API's option lists and bounds, written once (the sandbox validates
 * with them and the flow's forms offer them), and its shapes: their types are inferred from these
 * schemas (`plans.ts`), and the API client checks answers against them.
 */
import { z } from 'zod/mini';
import { deliveryCheckSchema } from './delivery-schema';
import { dropOffSchema } from './order-schema';
import { paymentStatusSchema } from './payment-schema';
import { currencySchema, id, nullableText } from './schema-fields';

export const PLAN_SERVICES = ['laundry', 'cleaning'] as const;

/** A plan repeats every month; a one-off is a single pickup or visit. */
export const PLAN_KINDS = ['plan', 'one_off'] as const;

export const LAUNDRY_UNITS = ['bags', 'items'] as const;

export const LAUNDRY_CARE = ['wash_fold', 'wash_iron', 'dry_clean'] as const;

export const LAUNDRY_PICKUPS_PER_MONTH = [1, 2, 4, 8] as const;

export const CLEANING_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;

/** Inclusive bounds of every counted option. */
export const PLAN_LIMITS = {
  bags: { min: 1, max: 10 },
  items: { min: 5, max: 100 },
  bedrooms: { min: 1, max: 8 },
  bathrooms: { min: 1, max: 8 },
} as const;

export const PLAN_ORDER_STATUSES = [
  'awaiting_payment',
  'active',
  'payment_failed',
  'cancelled',
] as const;

const planKind = z.enum(PLAN_KINDS);
const cleaningFrequency = z.enum(CLEANING_FREQUENCIES);

export const laundryChoiceSchema = z.object({
  service: z.literal('laundry'),
  kind: planKind,
  /** How the load is counted: whole bags, or single items (for a few shirts or a suit). */
  unit: z.enum(LAUNDRY_UNITS),
  quantity: z.number(),
  care: z.enum(LAUNDRY_CARE),
  /** Pickups a month; a one-off is one pickup whatever this says. */
  pickups_per_month: z.literal(LAUNDRY_PICKUPS_PER_MONTH),
});

export const cleaningChoiceSchema = z.object({
  service: z.literal('cleaning'),
  kind: planKind,
  bedrooms: z.number(),
  bathrooms: z.number(),
  /** How often a plan visits; a one-off visits once whatever this says. */
  frequency: cleaningFrequency,
  /** A deep clean (inside cupboards, appliances, walls): offered as a one-off only. */
  deep_clean: z.boolean(),
});

/** What the customer chose: the body of every call that prices a plan. */
export const planChoiceSchema = z.discriminatedUnion('service', [
  laundryChoiceSchema,
  cleaningChoiceSchema,
]);

export const planCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const planAuthResultSchema = z.object({
  access_token: id,
  customer: planCustomerSchema,
});

/** A price worked out by the server: a plan's per month, a one-off's once. */
export const planAmountSchema = z.object({
  service: z.enum(PLAN_SERVICES),
  kind: planKind,
  /** Before any discount. */
  amount: z.number(),
  /** The plan's own discount (a longer plan earns more) plus the code's, in money. */
  discount_amount: z.number(),
  /** The code's share of the discount, in percent; 0 without a valid code. */
  code_discount_percent: z.number(),
  /**
   * Laundry's pickup and delivery for the order (a month of pickups for a plan), free from a
   * discounted price the sandbox names; 0 for cleaning. Part of `total`, so what the address step
   * announces is what the review, the payment and the receipt show and charge.
   */
  delivery_fee: z.number(),
  /** What is charged: amount - discount_amount + delivery_fee. */
  total: z.number(),
  currency: currencySchema,
  /** Pickups or visits the total pays for. */
  visits: z.number(),
});

export const planDiscountCheckSchema = z.object({
  expired: z.boolean(),
  discount_percent: z.number(),
  options: z.array(
    z.object({
      frequency: z.union([z.literal('one_off'), cleaningFrequency]),
      discount_percent: z.number(),
    }),
  ),
});

export const planDeliveryCheckSchema = z.extend(deliveryCheckSchema, { delivery_fee: z.number() });

export const paymentLinkSchema = z.object({ payment_link: z.string(), reference: id });

/** A ready-made plan the site shows side by side (sandbox extension: `GET v3/website/plans`). */
export const planOfferSchema = z.object({
  id: id,
  name: z.string(),
  description: z.string(),
  choice: planChoiceSchema,
  price: planAmountSchema,
});

export const planCatalogueSchema = z.object({
  currency: currencySchema,
  /** The lowest one-off price of each service. */
  price_from: z.record(z.enum(PLAN_SERVICES), z.number()),
  offers: z.array(planOfferSchema),
});

/** A plan or one-off the customer ordered (sandbox extension). */
export const planSubscriptionSchema = z.object({
  reference: id,
  choice: planChoiceSchema,
  price: planAmountSchema,
  discount_code: nullableText,
  /** The one line of where: the street and the area picked. */
  address: z.string(),
  /** What the rider or cleaner needs at the door, as an order's; null on a plan ordered without. */
  drop_off: z.nullable(dropOffSchema),
  start_date: z.string(),
  status: z.enum(PLAN_ORDER_STATUSES),
  created_at: z.string(),
});

/** The server's check of a plan payment, made before the site calls it paid (sandbox extension). */
export const planPaymentSchema = z.object({
  reference: id,
  status: paymentStatusSchema,
  /** The provider's reason for a failed payment, e.g. "Insufficient funds". */
  failure_reason: nullableText,
  subscription: planSubscriptionSchema,
});
