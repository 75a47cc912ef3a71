/**
 * A store list for one filter, a page at a time: the first page loads with the filter, the next
 * is appended on demand. A new filter (or country) is another list. With the customer's point in
 * the filter the API puts the stores that deliver there first, across pages, so appending keeps
 * that order.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { vendorPagesQuery, type VendorFilter } from '@jara/query/marketplace-queries';
import { useParcelProps } from '@jara/parcel/parcel';

/** `enabled: false` holds the list (pending) until the screen knows its filter. */
export function useVendorPages(filter: VendorFilter, enabled = true) {
  const { country } = useParcelProps();
  const query = useInfiniteQuery({ ...vendorPagesQuery(country, filter), enabled });
  const pages = query.data?.pages ?? [];
  return {
    query,
    vendors: pages.flatMap((page) => page.items),
    /** A failed next page; a failed first page leaves `query.data` empty. */
    moreFailed: query.isFetchNextPageError,
  };
}

export type VendorPages = ReturnType<typeof useVendorPages>;
