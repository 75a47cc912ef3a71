/**
 * Query keys and fetchers of search, tags, business types and meals. The country is in the keys
 * of country-scoped answers: the API scopes them by the `location` header.
 * The API module is imported when a fetch runs (see marketplace-queries.ts).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { CustomerPointQuery, VendorOrderQuery } from '@jara/contracts/api-calls';
import type { BusinessType, Tag } from '@jara/contracts/entities';
import { personalIfPlaced } from './personal-queries';

export const SEARCH_PAGE_SIZE = 12;

const marketplaceApi = () => import('@jara/api/marketplace');

export interface BusinessTypeTags {
  businessType: BusinessType;
  tags: Tag[];
}

export const searchKeys = {
  all: ['search'] as const,
  everything: (country: string, text: string, order: VendorOrderQuery) =>
    [...searchKeys.all, 'all', country, text, order] as const,
  vendorPages: (country: string, text: string, order: VendorOrderQuery) =>
    [...searchKeys.all, 'vendors', country, text, order] as const,
  productPages: (country: string, text: string, point: CustomerPointQuery) =>
    [...searchKeys.all, 'products', country, text, point] as const,
  businessTypes: () => [...searchKeys.all, 'business-types'] as const,
  tagsByBusinessType: () => [...searchKeys.all, 'tags-by-business-type'] as const,
  tagProducts: (country: string, tagId: number) =>
    [...searchKeys.all, 'tag-products', country, tagId] as const,
  vendor: (uuid: string, point: CustomerPointQuery) =>
    [...searchKeys.all, 'vendor', uuid, point] as const,
};

const nextPage = <T>(last: Paginated<T>) =>
  last.page < last.last_page ? last.page + 1 : undefined;

/**
 * Stores and products matching the text, a few of each; with the customer's point, the stores
 * that deliver there first, each with its delivery quote (then open only, or sorted, if asked).
 */
export function searchAllQuery(country: string, text: string, order: VendorOrderQuery) {
  return queryOptions({
    meta: personalIfPlaced(order),
    queryKey: searchKeys.everything(country, text, order),
    queryFn: async ({ signal }) => (await marketplaceApi()).searchAll(text, order, { signal }),
  });
}

export function searchVendorPagesQuery(country: string, text: string, order: VendorOrderQuery) {
  return infiniteQueryOptions({
    meta: personalIfPlaced(order),
    queryKey: searchKeys.vendorPages(country, text, order),
    queryFn: async ({ pageParam, signal }) =>
      (await marketplaceApi()).searchVendors(
        { query: text, ...order, page: pageParam, per_page: SEARCH_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/**
 * Dishes across stores matching every word of the text; an empty text lists them all. With the
 * customer's point, the dishes of the stores that deliver there come first.
 */
export function searchProductPagesQuery(country: string, text: string, point: CustomerPointQuery) {
  return infiniteQueryOptions({
    meta: personalIfPlaced(point),
    queryKey: searchKeys.productPages(country, text, point),
    queryFn: async ({ pageParam, signal }) =>
      (await marketplaceApi()).searchProducts(
        { query: text, ...point, page: pageParam, per_page: SEARCH_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function businessTypesQuery() {
  return queryOptions({
    queryKey: searchKeys.businessTypes(),
    queryFn: async ({ signal }) => (await marketplaceApi()).getBusinessTypes({ signal }),
  });
}

/** Tags are fetched per business type (spec 3): one call each, together. */
export function tagsByBusinessTypeQuery() {
  return queryOptions({
    queryKey: searchKeys.tagsByBusinessType(),
    queryFn: async ({ signal }): Promise<BusinessTypeTags[]> => {
      const { getBusinessTypes, getTags } = await marketplaceApi();
      const businessTypes = await getBusinessTypes({ signal });
      return Promise.all(
        businessTypes.map(async (businessType) => ({
          businessType,
          tags: await getTags(businessType.id, { signal }),
        })),
      );
    },
  });
}

export function tagProductsQuery(country: string, tagId: number) {
  return queryOptions({
    queryKey: searchKeys.tagProducts(country, tagId),
    queryFn: async ({ signal }) => (await marketplaceApi()).getTagProducts(tagId, { signal }),
  });
}

/**
 * The store a product of a cross-store list comes from (the API finds a vendor by uuid); with the
 * customer's point, placed for it as a store card is (whether it delivers there, at what quote).
 */
export function productVendorQuery(vendorUuid: string, point: CustomerPointQuery = {}) {
  return queryOptions({
    meta: personalIfPlaced(point),
    queryKey: searchKeys.vendor(vendorUuid, point),
    queryFn: async ({ signal }) =>
      (await marketplaceApi()).getVendorFor(vendorUuid, point, { signal }),
  });
}
