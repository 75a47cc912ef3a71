/** Plan catalogues as the plans API answers them, in naira and in shillings. */
import type { CountryCode } from '@jara/contracts/constants';
import type { Currency } from '@jara/contracts/entities';
import type { PlanCatalogue, PlanChoice, PlanOffer } from '@jara/contracts/plans';

export const LAUNDRY: PlanChoice = {
  service: 'laundry',
  kind: 'plan',
  unit: 'bags',
  quantity: 2,
  care: 'wash_iron',
  pickups_per_month: 4,
};

export const CLEANING: PlanChoice = {
  service: 'cleaning',
  kind: 'plan',
  bedrooms: 3,
  bathrooms: 2,
  frequency: 'weekly',
  deep_clean: false,
};

export function makeOffer(
  id: string,
  name: string,
  choice: PlanChoice,
  total: number,
  currency: Currency = 'NGN',
): PlanOffer {
  return {
    id,
    name,
    description: `${name}, ready to go`,
    choice,
    price: {
      service: choice.service,
      kind: choice.kind,
      amount: total + 1000,
      discount_amount: 1000,
      code_discount_percent: 0,
      delivery_fee: 0,
      total,
      currency,
      visits: 4,
    },
  };
}

export function makeCatalogue(country: CountryCode, offers?: PlanOffer[]): PlanCatalogue {
  const ng = country === 'NG';
  const currency = ng ? 'NGN' : 'KES';
  return {
    currency,
    price_from: ng ? { laundry: 4500, cleaning: 15000 } : { laundry: 650, cleaning: 2200 },
    offers: offers ?? [
      makeOffer('laundry-family', 'Family laundry', LAUNDRY, ng ? 38_000 : 5_200, currency),
      makeOffer('cleaning-weekly', 'Weekly home', CLEANING, ng ? 72_000 : 9_800, currency),
    ],
  };
}
