/**
 * Query keys and fetchers of the curation screens: the active curations of the customer's country
 * and one curation's products (each with its vendor). With the customer's point, each product's
 * vendor is placed for it (whether it delivers there, at what quote) and the products whose vendor
 * delivers come first. The API module is imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CustomerPointQuery } from '@jara/contracts/api-calls';
import type { CountryCode } from '@jara/contracts/constants';
import type { Curation, Vendor } from '@jara/contracts/entities';
import { personalIfPlaced } from './personal-queries';

const marketplaceApi = () => import('@jara/api/marketplace');

export const curationKeys = {
  all: ['curations'] as const,
  /** The country is part of the key: the API lists the curations of the `location` header's. */
  active: (country: CountryCode, point: CustomerPointQuery) =>
    [...curationKeys.all, 'active', country, point] as const,
  products: (uuid: string, point: CustomerPointQuery) =>
    [...curationKeys.all, 'products', uuid, point] as const,
};

export function activeCurationsQuery(country: CountryCode, point: CustomerPointQuery) {
  return queryOptions({
    meta: personalIfPlaced(point),
    queryKey: curationKeys.active(country, point),
    queryFn: async ({ signal }) => (await marketplaceApi()).getCurations(point, { signal }),
  });
}

export function curationProductsQuery(uuid: string, point: CustomerPointQuery) {
  return queryOptions({
    meta: personalIfPlaced(point),
    queryKey: curationKeys.products(uuid, point),
    queryFn: async ({ signal }) =>
      (await marketplaceApi()).getCurationProducts(uuid, point, { signal }),
  });
}

/**
 * The stores the curations feature, each once, in the order the curations first show them; with
 * a point, those the API says deliver there before the others (each group in that order).
 */
export function featuredVendors(curations: Curation[]): Vendor[] {
  const vendors = new Map<string, Vendor>();
  for (const product of curations.flatMap((curation) => curation.products)) {
    if (!vendors.has(product.vendor.uuid)) vendors.set(product.vendor.uuid, product.vendor);
  }
  const others = (vendor: Vendor) => (vendor.delivers_to_customer === false ? 1 : 0);
  // Array.prototype.sort is stable: each group keeps the curations' order.
  return [...vendors.values()].sort((a, b) => others(a) - others(b));
}
