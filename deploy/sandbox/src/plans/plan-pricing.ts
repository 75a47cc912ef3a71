import type { PlanAmount, PlanDiscountCheck, PlanService } from '@jara/contracts/plans';

export type Frequency = PlanAmount['frequency'];
export type PlanCurrency = PlanAmount['currency'];

export const FREQUENCIES: Frequency[] = ['one_off', 'weekly', 'biweekly', 'monthly'];
export const MAX_ROOMS = 10;

/** Visits billed per month, and the discount a subscription earns over one-off visits. */
const FREQUENCY_TERMS: Record<Frequency, { visits: number; discountPercent: number }> = {
  one_off: { visits: 1, discountPercent: 0 },
  weekly: { visits: 4, discountPercent: 15 },
  biweekly: { visits: 2, discountPercent: 10 },
  monthly: { visits: 1, discountPercent: 5 },
};

/** Price of one visit: a base that covers one room, plus each further room. */
const VISIT_PRICES: Record<PlanService, Record<PlanCurrency, { base: number; perRoom: number }>> = {
  cleaning: { NGN: { base: 15_000, perRoom: 5_000 }, KES: { base: 2_000, perRoom: 600 } },
  laundry: { NGN: { base: 8_000, perRoom: 3_000 }, KES: { base: 1_000, perRoom: 350 } },
};

/** Laundry pickup and drop-off costs this much, and is free from FREE_LAUNDRY_FROM. */
export const LAUNDRY_DELIVERY_FEE: Record<PlanCurrency, number> = { NGN: 2_000, KES: 250 };
export const FREE_LAUNDRY_FROM: Record<PlanCurrency, number> = { NGN: 30_000, KES: 4_000 };

export function planAmount(
  service: PlanService,
  frequency: Frequency,
  rooms: number,
  currency: PlanCurrency,
  extraDiscountPercent = 0,
): PlanAmount {
  const price = VISIT_PRICES[service][currency];
  const terms = FREQUENCY_TERMS[frequency];
  const amount = (price.base + (rooms - 1) * price.perRoom) * terms.visits;
  const discount = Math.round((amount * (terms.discountPercent + extraDiscountPercent)) / 100);
  return {
    service,
    frequency,
    rooms,
    amount,
    discount_amount: discount,
    total: amount - discount,
    currency,
  };
}

export function frequencyOptions(): PlanDiscountCheck['options'] {
  return FREQUENCIES.map((frequency) => ({
    frequency,
    discount_percent: FREQUENCY_TERMS[frequency].discountPercent,
  }));
}
