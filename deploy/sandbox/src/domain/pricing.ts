import type { Currency } from '@jara/contracts/entities';

/** Beyond this distance from the vendor (or from every served area) there is no delivery. */
export const DELIVERY_RADIUS_KM = 15;
/** A customer is in a served area when within this distance of its centre. */
export const AREA_RADIUS_KM = 8;

interface CurrencyRules {
  step: number;
  perKm: number;
  serviceRate: number;
  serviceMin: number;
  serviceMax: number;
}

const RULES: Record<Currency, CurrencyRules> = {
  NGN: { step: 50, perKm: 150, serviceRate: 0.05, serviceMin: 100, serviceMax: 1500 },
  KES: { step: 10, perKm: 15, serviceRate: 0.05, serviceMin: 10, serviceMax: 150 },
};

const FREE_KM = 3;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function deliveryFee(baseFee: number, distance: number, currency: Currency): number {
  const rules = RULES[currency];
  return roundTo(baseFee + Math.max(0, distance - FREE_KM) * rules.perKm, rules.step);
}

export function serviceFee(subtotal: number, currency: Currency): number {
  if (subtotal <= 0) return 0;
  const rules = RULES[currency];
  const fee = Math.min(rules.serviceMax, Math.max(rules.serviceMin, subtotal * rules.serviceRate));
  return roundTo(fee, rules.step);
}

/** What a kilometre of riding takes, as checkout quotes it and as the rider's arrival is estimated. */
export const RIDE_MINUTES_PER_KM = 3;

export function deliveryMinutes(
  prepMinutes: number,
  distance: number,
): { min: number; max: number } {
  const min = prepMinutes + Math.round(distance * RIDE_MINUTES_PER_KM) + 5;
  return { min, max: min + 15 };
}

/** Points earned for an order: one per ₦100 or per KSh 10 spent. */
export function rewardPointsFor(total: number, currency: Currency): number {
  return Math.floor(total / (currency === 'NGN' ? 100 : 10));
}
