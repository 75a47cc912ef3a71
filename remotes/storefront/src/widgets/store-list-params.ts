/**
 * A store list's filters as the URL holds them (`?type=bakeries&open=1&sort=delivery_fee`), so
 * reload, back and a shared link show the same list, on the marketplace home and on /store.
 * Anything the URL says that the list cannot honour (an unknown sort, a sort by distance or
 * delivery time without a chosen location) reads as the default.
 */
import type { CustomerPointQuery, VendorOrderQuery, VendorSort } from '@jara/contracts/api-calls';
import { PLACED_SORTS } from '@jara/contracts/api-calls';
import type { VendorFilter } from '@jara/query/marketplace-queries';

export type StoreSort = Extract<
  VendorSort,
  'rating' | 'delivery_fee' | 'distance' | 'delivery_time'
>;

export interface StoreListParams {
  /** A business type's slug, or null for every type. */
  type: string | null;
  openNow: boolean;
  /** null: the marketplace's own order. */
  sort: StoreSort | null;
}

export const SORT_LABELS: Record<StoreSort, string> = {
  rating: 'Top rated',
  delivery_fee: 'Lowest delivery fee',
  distance: 'Nearest to you',
  delivery_time: 'Fastest delivery',
};

const SORTS = Object.keys(SORT_LABELS) as StoreSort[];
const placed: readonly string[] = PLACED_SORTS;

/** The sorts the customer may pick: distance and delivery time once they have a location. */
export function sortsFor(hasPoint: boolean): StoreSort[] {
  return hasPoint ? SORTS : SORTS.filter((sort) => !placed.includes(sort));
}

export function readParams(search: URLSearchParams, hasPoint: boolean): StoreListParams {
  const sort = search.get('sort');
  const allowed: readonly string[] = sortsFor(hasPoint);
  return {
    type: search.get('type') || null,
    openNow: search.get('open') === '1',
    sort: sort !== null && allowed.includes(sort) ? (sort as StoreSort) : null,
  };
}

/** The URL query for these filters; a default is left out, so the plain list has no query. */
export function writeParams(params: StoreListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type);
  if (params.openNow) search.set('open', '1');
  if (params.sort) search.set('sort', params.sort);
  return search;
}

export const NO_FILTERS: StoreListParams = { type: null, openNow: false, sort: null };

/** The API's narrowing and order for these params, at the customer's point. */
export function vendorOrderFor(
  point: CustomerPointQuery,
  params: Pick<StoreListParams, 'openNow' | 'sort'>,
): VendorOrderQuery {
  return {
    ...point,
    ...(params.openNow ? { open_now: 1 } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
  };
}

/** The API's filter for these params, at the customer's point, of one store type or all. */
export function vendorFilterFor(
  point: CustomerPointQuery,
  businessTypeId: number | null,
  params: Pick<StoreListParams, 'openNow' | 'sort'>,
): VendorFilter {
  return {
    ...vendorOrderFor(point, params),
    ...(businessTypeId === null ? {} : { business_type_id: businessTypeId }),
  };
}
