/**
 * Query keys and fetchers of the marketplace: the homepage, the store list, a store's page.
 *
 * Like every `*-queries` file, the API module is imported when a fetch runs, not with the file:
 * the shell imports keys on a visitor's first page, which should not pay for the API client.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { getHomepage } from '@jara/api/marketplace';
import type {
  CustomerPointQuery,
  HomepageSectionQuery,
  VendorListQuery,
} from '@jara/contracts/api-calls';
import type { Category, Product, Vendor } from '@jara/contracts/entities';
import type { StoreSection } from '@jara/contracts/homepage-sections';
import { personalIfPlaced } from './personal-queries';

export const VENDOR_PAGE_SIZE = 12;

export type HomepageQuery = Parameters<typeof getHomepage>[0];

const marketplaceApi = () => import('@jara/api/marketplace');

/** A home section's filter; paging is the infinite query's own. */
export type SectionFilter = Omit<HomepageSectionQuery, 'page' | 'per_page'>;

/** The store list's filter; paging is the infinite query's own. */
export type VendorFilter = Omit<VendorListQuery, 'page' | 'per_page'>;

export interface StorePage {
  vendor: Vendor;
  categories: Category[];
  products: Product[];
}

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  homepage: (query: HomepageQuery) => [...marketplaceKeys.all, 'homepage', query] as const,
  homepageSection: (section: StoreSection, filter: SectionFilter, perPage: number, from: number) =>
    [...marketplaceKeys.all, 'homepage-section', section, filter, perPage, from] as const,
  /** The country is part of the key: the API scopes the list by the `location` header. */
  vendorPages: (country: string, filter: VendorFilter) =>
    [...marketplaceKeys.all, 'vendors', country, filter] as const,
  store: (slug: string) => [...marketplaceKeys.all, 'store', slug] as const,
  vendorsByArea: (areaId: number) => [...marketplaceKeys.all, 'area-vendors', areaId] as const,
  areaStores: (country: string, areaId: number, point: CustomerPointQuery) =>
    [...marketplaceKeys.all, 'area-stores', country, areaId, point] as const,
};

export function homepageQuery(query: HomepageQuery) {
  return queryOptions({
    meta: personalIfPlaced(query),
    queryKey: marketplaceKeys.homepage(query),
    queryFn: async ({ signal }) => (await marketplaceApi()).getHomepage(query, { signal }),
  });
}

/**
 * A home section's pages of `perPage` stores from page `from`: page 2 onwards when the homepage
 * brought its first page, page 1 for a filter the homepage's page does not answer.
 */
export function homepageSectionQuery(
  section: StoreSection,
  filter: SectionFilter,
  perPage: number,
  from: number,
) {
  return infiniteQueryOptions({
    meta: personalIfPlaced(filter),
    queryKey: marketplaceKeys.homepageSection(section, filter, perPage, from),
    queryFn: async ({ pageParam, signal }) =>
      (await marketplaceApi()).getHomepageSection(
        section,
        { ...filter, page: pageParam, per_page: perPage },
        { signal },
      ),
    initialPageParam: from,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}

export function vendorPagesQuery(country: string, filter: VendorFilter) {
  return infiniteQueryOptions({
    meta: personalIfPlaced(filter),
    queryKey: marketplaceKeys.vendorPages(country, filter),
    queryFn: async ({ pageParam, signal }) =>
      (await marketplaceApi()).getVendors(
        { ...filter, page: pageParam, per_page: VENDOR_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}

/** The vendor first (its uuid names the rest), then its categories and products together. */
export function storePageQuery(slug: string) {
  return queryOptions({
    queryKey: marketplaceKeys.store(slug),
    queryFn: async ({ signal }): Promise<StorePage> => {
      const { getVendor, getVendorCategories, getVendorProducts } = await marketplaceApi();
      const vendor = await getVendor(slug, { signal });
      const [categories, products] = await Promise.all([
        getVendorCategories(vendor.uuid, { signal }),
        getVendorProducts(vendor.uuid, {}, { signal }),
      ]);
      return { vendor, categories, products };
    },
  });
}

/** A background count for the location picker: silent, it only adds a hint. */
export function vendorsByAreaQuery(areaId: number) {
  return queryOptions({
    queryKey: marketplaceKeys.vendorsByArea(areaId),
    queryFn: async ({ signal }) =>
      (await marketplaceApi()).getVendorsByLocationArea(areaId, {}, { signal, silent: true }),
  });
}

/**
 * The stores of a location area's page; with the customer's point, each says whether it
 * delivers there, those that do first.
 */
export function areaStoresQuery(country: string, areaId: number, point: CustomerPointQuery) {
  return queryOptions({
    meta: personalIfPlaced(point),
    queryKey: marketplaceKeys.areaStores(country, areaId, point),
    queryFn: async ({ signal }) =>
      (await marketplaceApi()).getVendorsByLocationArea(areaId, point, { signal }),
  });
}
