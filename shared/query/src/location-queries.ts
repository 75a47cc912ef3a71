/**
 * Query keys and fetchers of where the customer is: the supported countries, a country's states
 * and location areas, and the signed-in customer's saved addresses.
 * The API modules are imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { PERSONAL } from './personal-queries';

export const locationKeys = {
  all: ['location'] as const,
  countries: () => [...locationKeys.all, 'countries'] as const,
  states: (country: string) => [...locationKeys.all, 'states', country] as const,
  /** The API scopes areas by the `location` header, so the country is part of the key. */
  areas: (country: string) => [...locationKeys.all, 'areas', country] as const,
  savedAddresses: () => [...locationKeys.all, 'saved-addresses'] as const,
};

/** The country list barely changes during a visit. */
const ONE_HOUR = 3_600_000;

/** Silent: the switch falls back to the countries it already knows. */
export function countriesQuery() {
  return queryOptions({
    queryKey: locationKeys.countries(),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/account')).getCountries({ signal, silent: true }),
    staleTime: ONE_HOUR,
  });
}

export function statesQuery(country: string) {
  return queryOptions({
    queryKey: locationKeys.states(country),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/account')).getStates(country, { signal }),
    staleTime: ONE_HOUR,
  });
}

export function locationAreasQuery(country: string) {
  return queryOptions({
    queryKey: locationKeys.areas(country),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/delivery')).getLocationAreas({ signal }),
  });
}

/** Silent: saved addresses are a shortcut, the area search works without them. */
export function savedAddressesQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: locationKeys.savedAddresses(),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/addresses')).getAddresses({ signal, silent: true }),
  });
}
