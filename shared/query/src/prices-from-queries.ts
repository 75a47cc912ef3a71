/**
 * The "from" prices the home page quotes, per country. The API module is imported when a call
 * runs (see marketplace-queries.ts): the home page is a visitor's first page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';

export const pricesFromKeys = {
  country: (country: CountryCode) => ['prices-from', country] as const,
};

export function pricesFromQuery(country: CountryCode) {
  return queryOptions({
    queryKey: pricesFromKeys.country(country),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/prices-from')).getPricesFrom(country, { signal }),
    // Prices change with a menu or a fee, not while a visitor reads the page.
    staleTime: 60 * 60_000,
  });
}
