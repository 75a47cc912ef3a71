import type { Currency } from '@jara/contracts/entities';
import type { PlanCatalogue, PlanChoice, PlanOffer, PlanService } from '@jara/contracts/plans';
import { planAmount } from './plan-pricing';

/** The cheapest one-off of each service: what "from" prices quote. */
const CHEAPEST: Record<PlanService, PlanChoice> = {
  laundry: {
    service: 'laundry',
    kind: 'one_off',
    unit: 'bags',
    quantity: 1,
    care: 'wash_fold',
    pickups_per_month: 1,
  },
  cleaning: {
    service: 'cleaning',
    kind: 'one_off',
    bedrooms: 1,
    bathrooms: 1,
    frequency: 'monthly',
    deep_clean: false,
  },
};

/** Ready-made plans the site shows side by side; their prices are worked out like any other. */
const OFFERS: Omit<PlanOffer, 'price'>[] = [
  {
    id: 'laundry-lite',
    name: 'Laundry Lite',
    description: 'Two bags washed and folded, picked up twice a month.',
    choice: {
      service: 'laundry',
      kind: 'plan',
      unit: 'bags',
      quantity: 2,
      care: 'wash_fold',
      pickups_per_month: 2,
    },
  },
  {
    id: 'family-laundry',
    name: 'Family laundry',
    description: 'Four bags washed and ironed, picked up every week.',
    choice: {
      service: 'laundry',
      kind: 'plan',
      unit: 'bags',
      quantity: 4,
      care: 'wash_iron',
      pickups_per_month: 4,
    },
  },
  {
    id: 'tidy-home',
    name: 'Tidy home',
    description: 'Two bedrooms and a bathroom cleaned every two weeks.',
    choice: {
      service: 'cleaning',
      kind: 'plan',
      bedrooms: 2,
      bathrooms: 1,
      frequency: 'biweekly',
      deep_clean: false,
    },
  },
  {
    id: 'spotless-home',
    name: 'Spotless home',
    description: 'Three bedrooms and two bathrooms cleaned every week.',
    choice: {
      service: 'cleaning',
      kind: 'plan',
      bedrooms: 3,
      bathrooms: 2,
      frequency: 'weekly',
      deep_clean: false,
    },
  },
];

export function planCatalogue(currency: Currency): PlanCatalogue {
  return {
    currency,
    price_from: {
      laundry: planAmount(CHEAPEST.laundry, currency).total,
      cleaning: planAmount(CHEAPEST.cleaning, currency).total,
    },
    offers: OFFERS.map((offer) => ({ ...offer, price: planAmount(offer.choice, currency) })),
  };
}
