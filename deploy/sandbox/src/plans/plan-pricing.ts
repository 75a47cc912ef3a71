import type { Currency } from '@jara/contracts/entities';
import type {
  CleaningChoice,
  CleaningFrequency,
  LaundryCare,
  LaundryChoice,
  LaundryUnit,
  PlanAmount,
  PlanChoice,
  PlanDiscountCheck,
} from '@jara/contracts/plans';

/** Price of one bag or one item per pickup, by care. */
const LAUNDRY_UNIT_PRICES: Record<Currency, Record<LaundryUnit, Record<LaundryCare, number>>> = {
  NGN: {
    bags: { wash_fold: 4_000, wash_iron: 5_500, dry_clean: 9_000 },
    items: { wash_fold: 600, wash_iron: 900, dry_clean: 2_000 },
  },
  KES: {
    bags: { wash_fold: 500, wash_iron: 700, dry_clean: 1_100 },
    items: { wash_fold: 80, wash_iron: 120, dry_clean: 250 },
  },
};

/** A plan with more pickups a month earns a larger discount. */
const PICKUP_DISCOUNT_PERCENT: Record<LaundryChoice['pickups_per_month'], number> = {
  1: 0,
  2: 5,
  4: 10,
  8: 15,
};

/** Price of one visit: a base, plus each bedroom and bathroom. */
const CLEANING_VISIT_PRICES: Record<Currency, { base: number; bedroom: number; bathroom: number }> =
  {
    NGN: { base: 10_000, bedroom: 5_000, bathroom: 3_000 },
    KES: { base: 1_500, bedroom: 600, bathroom: 400 },
  };

const DEEP_CLEAN_FACTOR = 1.8;

/** Visits a month and the discount a cleaning plan earns over booking each visit. */
const CLEANING_TERMS: Record<CleaningFrequency, { visits: number; discountPercent: number }> = {
  weekly: { visits: 4, discountPercent: 15 },
  biweekly: { visits: 2, discountPercent: 10 },
  monthly: { visits: 1, discountPercent: 5 },
};

/** Laundry pickup and drop-off costs this much, and is free from FREE_LAUNDRY_FROM. */
export const LAUNDRY_DELIVERY_FEE: Record<Currency, number> = { NGN: 2_000, KES: 250 };
export const FREE_LAUNDRY_FROM: Record<Currency, number> = { NGN: 30_000, KES: 4_000 };

interface Terms {
  perVisit: number;
  visits: number;
  discountPercent: number;
}

function laundryTerms(choice: LaundryChoice, currency: Currency): Terms {
  const perVisit = choice.quantity * LAUNDRY_UNIT_PRICES[currency][choice.unit][choice.care];
  return choice.kind === 'one_off'
    ? { perVisit, visits: 1, discountPercent: 0 }
    : {
        perVisit,
        visits: choice.pickups_per_month,
        discountPercent: PICKUP_DISCOUNT_PERCENT[choice.pickups_per_month],
      };
}

function cleaningTerms(choice: CleaningChoice, currency: Currency): Terms {
  const prices = CLEANING_VISIT_PRICES[currency];
  const visit = prices.base + choice.bedrooms * prices.bedroom + choice.bathrooms * prices.bathroom;
  // The schema allows a deep clean on one-offs only.
  const perVisit = choice.deep_clean ? Math.round(visit * DEEP_CLEAN_FACTOR) : visit;
  return choice.kind === 'one_off'
    ? { perVisit, visits: 1, discountPercent: 0 }
    : { perVisit, ...CLEANING_TERMS[choice.frequency] };
}

/** Laundry's pickup and delivery for an order of `price` (after discounts): free from a level. */
export function laundryDeliveryFee(price: number, currency: Currency): number {
  return price >= FREE_LAUNDRY_FROM[currency] ? 0 : LAUNDRY_DELIVERY_FEE[currency];
}

/** The price of a choice: per month for a plan, once for a one-off; `codePercent` from a code. */
export function planAmount(choice: PlanChoice, currency: Currency, codePercent = 0): PlanAmount {
  const terms =
    choice.service === 'laundry' ? laundryTerms(choice, currency) : cleaningTerms(choice, currency);
  const amount = terms.perVisit * terms.visits;
  const discount = Math.round((amount * (terms.discountPercent + codePercent)) / 100);
  const fee = choice.service === 'laundry' ? laundryDeliveryFee(amount - discount, currency) : 0;
  return {
    service: choice.service,
    kind: choice.kind,
    amount,
    discount_amount: discount,
    code_discount_percent: codePercent,
    delivery_fee: fee,
    total: amount - discount + fee,
    currency,
    visits: terms.visits,
  };
}

/** The plan discounts by frequency, as the discount check lists them. */
export function frequencyOptions(): PlanDiscountCheck['options'] {
  return [
    { frequency: 'one_off', discount_percent: 0 },
    ...Object.entries(CLEANING_TERMS).map(([frequency, terms]) => ({
      frequency: frequency as CleaningFrequency,
      discount_percent: terms.discountPercent,
    })),
  ];
}
