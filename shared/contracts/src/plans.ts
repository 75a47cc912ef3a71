/**
 * Shapes of the cleaning and laundry plan API, which lives on its own base URL. The option lists
 * and their bounds are written here once: the sandbox validates with them and the flow's forms
 * offer them.
 */
import type { Currency, PaymentStatus } from './entities';

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

export interface LaundryChoice {
  service: 'laundry';
  kind: PlanKind;
  /** How the load is counted: whole bags, or single items (for a few shirts or a suit). */
  unit: LaundryUnit;
  quantity: number;
  care: LaundryCare;
  /** Pickups a month; a one-off is one pickup whatever this says. */
  pickups_per_month: (typeof LAUNDRY_PICKUPS_PER_MONTH)[number];
}

export interface CleaningChoice {
  service: 'cleaning';
  kind: PlanKind;
  bedrooms: number;
  bathrooms: number;
  /** How often a plan visits; a one-off visits once whatever this says. */
  frequency: CleaningFrequency;
  /** A deep clean (inside cupboards, appliances, walls): offered as a one-off only. */
  deep_clean: boolean;
}

/** What the customer chose: the body of every call that prices a plan. */
export type PlanChoice = LaundryChoice | CleaningChoice;

export interface PlanCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface PlanAuthResult {
  access_token: string;
  customer: PlanCustomer;
}

/** A price worked out by the server: a plan's per month, a one-off's once. */
export interface PlanAmount {
  service: PlanService;
  kind: PlanKind;
  /** Before any discount. */
  amount: number;
  /** The plan's own discount (a longer plan earns more) plus the code's, in money. */
  discount_amount: number;
  /** The code's share of the discount, in percent; 0 without a valid code. */
  code_discount_percent: number;
  total: number;
  currency: Currency;
  /** Pickups or visits the total pays for. */
  visits: number;
}

export interface PlanDiscountCheck {
  expired: boolean;
  discount_percent: number;
  options: { frequency: 'one_off' | CleaningFrequency; discount_percent: number }[];
}

export interface PlanDeliveryCheck {
  can_deliver: number;
  details: { closest_location: { name: string } | null };
  delivery_fee: number;
}

export interface PaymentLink {
  payment_link: string;
  reference: string;
}

/** A ready-made plan the site shows side by side (sandbox extension: `GET v3/website/plans`). */
export interface PlanOffer {
  id: string;
  name: string;
  description: string;
  choice: PlanChoice;
  price: PlanAmount;
}

export interface PlanCatalogue {
  currency: Currency;
  /** The lowest one-off price of each service. */
  price_from: Record<PlanService, number>;
  offers: PlanOffer[];
}

export type PlanOrderStatus = 'awaiting_payment' | 'active' | 'payment_failed' | 'cancelled';

/** A plan or one-off the customer ordered (sandbox extension). */
export interface PlanSubscription {
  reference: string;
  choice: PlanChoice;
  price: PlanAmount;
  discount_code: string | null;
  address: string;
  start_date: string;
  status: PlanOrderStatus;
  created_at: string;
}

/** The server's check of a plan payment, made before the site calls it paid (sandbox extension). */
export interface PlanPayment {
  reference: string;
  status: PaymentStatus;
  /** The provider's reason for a failed payment, e.g. "Insufficient funds". */
  failure_reason: string | null;
  subscription: PlanSubscription;
}
