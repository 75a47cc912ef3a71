/**
 * The prices the "from" prices of a country's pages are taken from: the marketplace's (the
 * cheapest dish of each business type, of each dish card's search, the lowest delivery fee) and
 * the plans API's catalogue, the same answer /laundry, /cleaning and /subscription sell from.
 * Only the answers the page needs are asked for. On a prerendered page they are still loading:
 * the prices show as placeholders of their size until the live app has them.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import { planCatalogueQuery } from '@jara/query/plan-queries';
import { pricesFromQuery } from '@jara/query/prices-from-queries';
import type { Sold, SoldNeeds, SoldPrices } from './from-price-source';

function sold<T>(query: UseQueryResult<T>): Sold<T> {
  if (query.data !== undefined) return { state: 'ready', data: query.data };
  return query.isError && !query.isFetching ? { state: 'failed' } : { state: 'loading' };
}

export function useSoldPrices(
  country: CountryCode,
  needs: SoldNeeds,
): SoldPrices & {
  failed: boolean;
  retry: () => void;
} {
  const stores = useQuery({
    ...pricesFromQuery(country, needs.dishes),
    enabled: needs.stores,
  });
  const plans = useQuery({ ...planCatalogueQuery(country), enabled: needs.plans });
  const prices = { stores: sold(stores), plans: sold(plans) };
  return {
    ...prices,
    failed: prices.stores.state === 'failed' || prices.plans.state === 'failed',
    retry: () => {
      if (stores.isError) void stores.refetch();
      if (plans.isError) void plans.refetch();
    },
  };
}
