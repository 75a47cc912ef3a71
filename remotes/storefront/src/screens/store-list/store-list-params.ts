/**
 * The store list's filters as the URL holds them (`?type=bakeries&open=1&sort=delivery_fee`), so
 * reload, back and a shared link show the same list. Anything the URL says that the list cannot
 * honour (an unknown sort, distance without a chosen location) reads as the default.
 */
import type { VendorSort } from '@jara/contracts/api-calls';

export type StoreSort = Extract<VendorSort, 'rating' | 'delivery_fee' | 'distance'>;

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
};

/** The sorts the customer may pick: distance only once they have chosen a location. */
export function sortsFor(hasPoint: boolean): StoreSort[] {
  return hasPoint ? ['rating', 'delivery_fee', 'distance'] : ['rating', 'delivery_fee'];
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
