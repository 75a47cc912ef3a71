/**
 * The "from" prices marketing pages quote, per country. The API module is imported when a call
 * runs (see marketplace-queries.ts): the home page is a visitor's first page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';

export const pricesFromKeys = {
  country: (country: CountryCode) => ['prices-from', country] as const,
  withDishes: (country: CountryCode, dishes: readonly string[]) =>
    [...pricesFromKeys.country(country), { dishes }] as const,
};

/** With `dishes` (the search words of a page's dishes), their prices too. */
export function pricesFromQuery(country: CountryCode, dishes: readonly string[] = []) {
  return queryOptions({
    queryKey:
      dishes.length > 0
        ? pricesFromKeys.withDishes(country, dishes)
        : pricesFromKeys.country(country),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/prices-from')).getPricesFrom(country, dishes, { signal }),
    // Prices change with a menu or a fee, not while a visitor reads the page.
    staleTime: 60 * 60_000,
  });
}
