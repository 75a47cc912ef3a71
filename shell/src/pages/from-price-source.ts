/**
 * Where a "from" price in the site's copy comes from. Never a number written in the copy: what
 * the servers sell (the cheapest dish of a business type, the cheapest dish a dish card's search
 * finds, a plan service's cheapest one-off, the cheapest ready-made plan), or, for a service sold by a call from our team and priced only on
 * its own page (Chow's plans, gifts, beauty), the cheapest entry of that page's own list.
 */
import type { PlanCatalogue, PlanService } from '@jara/contracts/plans';
import type { PricesFrom } from '@jara/contracts/prices-from';
import type { PricingPlan } from './components/pricing-cards';

export type FromPriceSource =
  | { kind: 'stores'; businessType: string; unit: string }
  | { kind: 'one-off'; service: PlanService; unit: string }
  | { kind: 'plans'; unit: string }
  | { kind: 'dish'; words: string }
  | { kind: 'listed'; plans: PricingPlan[] };

/** What each API answered, or how its call stands. */
export type Sold<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

export interface SoldPrices {
  stores: Sold<PricesFrom>;
  plans: Sold<PlanCatalogue>;
}

/** An amount, a call still under way, a call that failed, or nothing of the kind on sale. */
export type FromAmount = number | 'loading' | 'unavailable' | undefined;

export interface FromPrice {
  amount: FromAmount;
  unit: string;
}

/** Which answers a page's prices need: the marketplace's (with its dishes' search words), the plans'. */
export interface SoldNeeds {
  stores: boolean;
  plans: boolean;
  dishes: string[];
}

export function soldNeeds(sources: FromPriceSource[]): SoldNeeds {
  const kinds = new Set(sources.map((source) => source.kind));
  return {
    stores: kinds.has('stores') || kinds.has('dish'),
    plans: kinds.has('one-off') || kinds.has('plans'),
    dishes: sources.flatMap((source) => (source.kind === 'dish' ? [source.words] : [])),
  };
}

const lowest = (amounts: number[]) => (amounts.length > 0 ? Math.min(...amounts) : undefined);

function amountFrom<T>(sold: Sold<T>, pick: (data: T) => number | undefined): FromAmount {
  if (sold.state === 'loading') return 'loading';
  if (sold.state === 'failed') return 'unavailable';
  return pick(sold.data);
}

export function fromPrice(source: FromPriceSource, sold: SoldPrices): FromPrice {
  switch (source.kind) {
    case 'stores':
      return {
        amount: amountFrom(sold.stores, (data) => data.business_types[source.businessType]),
        unit: source.unit,
      };
    case 'one-off':
      return {
        amount: amountFrom(sold.plans, (data) => data.price_from[source.service]),
        unit: source.unit,
      };
    case 'plans':
      return {
        amount: amountFrom(sold.plans, (data) =>
          lowest(data.offers.map((offer) => offer.price.total)),
        ),
        unit: source.unit,
      };
    case 'dish':
      return {
        amount: amountFrom(sold.stores, (data) => data.dishes?.[source.words]),
        unit: '',
      };
    case 'listed': {
      const cheapest = [...source.plans].sort((a, b) => a.amount - b.amount)[0];
      return { amount: cheapest?.amount, unit: cheapest?.unit ?? '' };
    }
  }
}
