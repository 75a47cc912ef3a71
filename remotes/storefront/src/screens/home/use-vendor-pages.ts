/**
 * The marketplace's store list for one filter, a page at a time: the first page loads with the
 * filter, "Show more stores" appends the next. A new filter starts again from page one.
 */
import { useState } from 'react';
import { getVendors } from '@jara/api/marketplace';
import type { VendorListQuery } from '@jara/contracts/api-calls';
import type { Vendor } from '@jara/contracts/entities';
import { useRemoteData } from '@jara/parcel/use-remote-data';

export const VENDOR_PAGE_SIZE = 12;

interface MorePages {
  key: string;
  vendors: Vendor[];
  page: number;
  lastPage: number;
  status: 'idle' | 'loading' | 'failed';
}

export function useVendorPages(key: string, query: Omit<VendorListQuery, 'page' | 'per_page'>) {
  const first = useRemoteData(key, (signal) =>
    getVendors({ ...query, page: 1, per_page: VENDOR_PAGE_SIZE }, { signal }),
  );
  const [more, setMore] = useState<MorePages | null>(null);

  if (first.status !== 'loaded') return first;

  const current = more?.key === key ? more : null;
  const vendors = [...first.data.items, ...(current?.vendors ?? [])];
  const page = current?.page ?? first.data.page;
  const lastPage = current?.lastPage ?? first.data.last_page;
  const moreStatus = current?.status ?? 'idle';

  const loadMore = () => {
    if (moreStatus === 'loading') return;
    const base = { key, vendors: current?.vendors ?? [], page, lastPage };
    setMore({ ...base, status: 'loading' });
    getVendors({ ...query, page: page + 1, per_page: VENDOR_PAGE_SIZE }).then(
      (next) =>
        setMore((latest) =>
          latest?.key === key
            ? {
                key,
                vendors: [...latest.vendors, ...next.items],
                page: next.page,
                lastPage: next.last_page,
                status: 'idle',
              }
            : latest,
        ),
      () => setMore((latest) => (latest?.key === key ? { ...latest, status: 'failed' } : latest)),
    );
  };

  return {
    status: 'loaded' as const,
    vendors,
    total: first.data.total,
    hasMore: page < lastPage,
    moreStatus,
    loadMore,
    retry: first.retry,
  };
}
