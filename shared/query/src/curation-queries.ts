/**
 * Query keys and fetchers of the curation screens: the active curations of the customer's country
 * and one curation's products (each with its vendor). The API module is imported when a fetch
 * runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import type { Curation, Vendor } from '@jara/contracts/entities';

const marketplaceApi = () => import('@jara/api/marketplace');

export const curationKeys = {
  all: ['curations'] as const,
  /** The country is part of the key: the API lists the curations of the `location` header's. */
  active: (country: CountryCode) => [...curationKeys.all, 'active', country] as const,
  products: (uuid: string) => [...curationKeys.all, 'products', uuid] as const,
};

export function activeCurationsQuery(country: CountryCode) {
  return queryOptions({
    queryKey: curationKeys.active(country),
    queryFn: async ({ signal }) => (await marketplaceApi()).getCurations({ signal }),
  });
}

export function curationProductsQuery(uuid: string) {
  return queryOptions({
    queryKey: curationKeys.products(uuid),
    queryFn: async ({ signal }) => (await marketplaceApi()).getCurationProducts(uuid, { signal }),
  });
}

/** The stores the curations feature, each once, in the order the curations first show them. */
export function featuredVendors(curations: Curation[]): Vendor[] {
  const vendors = new Map<string, Vendor>();
  for (const product of curations.flatMap((curation) => curation.products)) {
    if (!vendors.has(product.vendor.uuid)) vendors.set(product.vendor.uuid, product.vendor);
  }
  return [...vendors.values()];
}
