/**
 * The marketplace's store list for one filter, a page at a time: the first page loads with the
 * filter, "Show more stores" appends the next. A new filter (or country) is another list.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { vendorPagesQuery, type VendorFilter } from '@jara/query/marketplace-queries';
import { useParcelProps } from '@jara/parcel/parcel';

export function useVendorPages(filter: VendorFilter) {
  const { country } = useParcelProps();
  const query = useInfiniteQuery(vendorPagesQuery(country, filter));
  const pages = query.data?.pages ?? [];
  return {
    query,
    vendors: pages.flatMap((page) => page.items),
    /** A failed next page; a failed first page leaves `query.data` empty. */
    moreFailed: query.isFetchNextPageError,
  };
}
