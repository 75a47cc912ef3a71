/**
 * A store list for one filter, a page at a time: the first page loads with the filter, the next
 * is appended on demand. A new filter (or country) is another list. With the customer's point in
 * the filter the API puts the stores that deliver there first, across pages, so appending keeps
 * that order.
 */
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { vendorPagesQuery, type VendorFilter } from '@jara/query/marketplace-queries';
import { useParcelProps } from '@jara/parcel/parcel';
import { useDrawnData } from './use-drawn-data';

/** `enabled: false` holds the list (pending) until the screen knows its filter. */
export function useVendorPages(filter: VendorFilter, enabled = true) {
  const { country } = useParcelProps();
  const query = useInfiniteQuery({ ...vendorPagesQuery(country, filter), enabled });
  const drawn = useDrawnData(query.data);
  const vendors = useMemo(() => (drawn?.pages ?? []).flatMap((page) => page.items), [drawn]);
  return {
    query,
    /** The first page has not been drawn yet (still loading, or its cards still rendering). */
    pending: query.isPending || (query.data !== undefined && drawn === undefined),
    vendors,
    /** A failed next page; a failed first page leaves `query.data` empty. */
    moreFailed: query.isFetchNextPageError,
  };
}

export type VendorPages = ReturnType<typeof useVendorPages>;
