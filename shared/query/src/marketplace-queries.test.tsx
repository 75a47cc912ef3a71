import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Vendor } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import {
  VENDOR_PAGE_SIZE,
  marketplaceKeys,
  storePageQuery,
  vendorPagesQuery,
} from './marketplace-queries';
import { queryOf } from '@jara/testing/sent-requests';

const api = setUpApiDouble();
const VENDORS = 'GET /marketplace/vendors';
const VENDOR = 'GET /marketplace/vendors/{slug}';

const vendor = (uuid: string) => ({ uuid }) as Vendor;
const page = (items: Vendor[], number: number, lastPage: number): Paginated<Vendor> => ({
  items,
  page: number,
  per_page: VENDOR_PAGE_SIZE,
  total: lastPage * items.length,
  last_page: lastPage,
});

let client = createQueryClient();
beforeEach(() => {
  client = createQueryClient({ queries: { retry: false } });
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryProvider client={client}>{children}</QueryProvider>;
}

describe('marketplaceKeys', () => {
  it('names each fact by everything that changes its answer', () => {
    expect(marketplaceKeys.vendorPages('NG', { business_type_id: 2 })).toEqual([
      'marketplace',
      'vendors',
      'NG',
      { business_type_id: 2 },
    ]);
    expect(marketplaceKeys.vendorPages('KE', {})).not.toEqual(
      marketplaceKeys.vendorPages('NG', {}),
    );
    expect(marketplaceKeys.store('mama-put').slice(0, 1)).toEqual(marketplaceKeys.all);
    expect(marketplaceKeys.areaStores('NG', 1, { latitude: 6, longitude: 3 })).not.toEqual(
      marketplaceKeys.areaStores('NG', 1, {}),
    );
  });
});

describe('vendorPagesQuery', () => {
  it('loads page one, then appends the next page until the last', async () => {
    api.answer(VENDORS, page([vendor('a')], 1, 2));
    const { result } = renderHook(() => useInfiniteQuery(vendorPagesQuery('NG', { latitude: 6 })), {
      wrapper,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    expect(api.sent(VENDORS).map(queryOf)).toEqual([
      { latitude: '6', page: '1', per_page: String(VENDOR_PAGE_SIZE) },
    ]);

    api.answer(VENDORS, page([vendor('b')], 2, 2));
    await act(() => result.current.fetchNextPage());
    const uuids = () => result.current.data?.pages.flatMap((each) => each.items.map((v) => v.uuid));
    await waitFor(() => expect(uuids()).toEqual(['a', 'b']));
    expect(queryOf(api.sent(VENDORS)[1])).toMatchObject({ page: '2' });
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('storePageQuery', () => {
  it('aborts the request when the screen that asked goes away', async () => {
    api.break(VENDOR, 'hang');
    const { unmount } = renderHook(() => useQuery(storePageQuery('mama-put')), { wrapper });

    await waitFor(() => expect(api.sent(VENDOR)).toHaveLength(1));
    const [request] = api.sent(VENDOR);
    expect(request?.url).toMatch(/\/vendors\/mama-put$/);
    expect(request?.signal.aborted).toBe(false);
    unmount();
    expect(request?.signal.aborted).toBe(true);
  });

  it('fails with the API error, and a retry asks again', async () => {
    api.refuse(VENDOR, 503, 'down');
    const { result } = renderHook(() => useQuery(storePageQuery('mama-put')), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('down');
    api.refuse(VENDOR, 503, 'still down');
    await act(() => result.current.refetch());
    expect(api.sent(VENDOR)).toHaveLength(2);
    await waitFor(() => expect(result.current.error?.message).toBe('still down'));
  });
});
