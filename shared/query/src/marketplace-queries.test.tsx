import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getVendor, getVendors } from '@jara/api/marketplace';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Vendor } from '@jara/contracts/entities';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import {
  VENDOR_PAGE_SIZE,
  marketplaceKeys,
  storePageQuery,
  vendorPagesQuery,
} from './marketplace-queries';

jest.mock('@jara/api/marketplace');

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
    jest
      .mocked(getVendors)
      .mockResolvedValueOnce(page([vendor('a')], 1, 2))
      .mockResolvedValueOnce(page([vendor('b')], 2, 2));
    const { result } = renderHook(() => useInfiniteQuery(vendorPagesQuery('NG', { latitude: 6 })), {
      wrapper,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    expect(getVendors).toHaveBeenLastCalledWith(
      { latitude: 6, page: 1, per_page: VENDOR_PAGE_SIZE },
      { signal: expect.any(AbortSignal) },
    );

    await act(() => result.current.fetchNextPage());
    const uuids = () => result.current.data?.pages.flatMap((each) => each.items.map((v) => v.uuid));
    await waitFor(() => expect(uuids()).toEqual(['a', 'b']));
    expect(getVendors).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 2 }),
      expect.anything(),
    );
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('storePageQuery', () => {
  it('aborts the request when the screen that asked goes away', async () => {
    let signal: AbortSignal | undefined;
    jest.mocked(getVendor).mockImplementation((_slug, options) => {
      signal = options?.signal;
      return new Promise(() => undefined);
    });
    const { unmount } = renderHook(() => useQuery(storePageQuery('mama-put')), { wrapper });

    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('fails with the API error, and a retry asks again', async () => {
    jest.mocked(getVendor).mockReset().mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useQuery(storePageQuery('mama-put')), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    jest.mocked(getVendor).mockRejectedValueOnce(new Error('still down'));
    await act(() => result.current.refetch());
    expect(getVendor).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.error?.message).toBe('still down'));
  });
});
