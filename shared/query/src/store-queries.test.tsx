import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { estimateDelivery } from '@jara/api/delivery';
import { getVendorFeedback, getVendorProducts } from '@jara/api/marketplace';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { VendorFeedback } from '@jara/contracts/entities';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import {
  FEEDBACK_PAGE_SIZE,
  deliveryEstimateQuery,
  menuSearchQuery,
  storeKeys,
  vendorFeedbackQuery,
  vendorMenuQuery,
} from './store-queries';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/delivery');

let client = createQueryClient();
beforeEach(() => {
  jest.resetAllMocks();
  client = createQueryClient({ queries: { retry: false } });
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryProvider client={client}>{children}</QueryProvider>;
}

const review = (id: number) => ({ id }) as VendorFeedback;
const page = (
  items: VendorFeedback[],
  number: number,
  last: number,
): Paginated<VendorFeedback> => ({
  items,
  page: number,
  per_page: FEEDBACK_PAGE_SIZE,
  total: last * items.length,
  last_page: last,
});

describe('storeKeys', () => {
  it('names each answer by what changes it', () => {
    expect(storeKeys.menuSearch('v1', 'rice')).not.toEqual(storeKeys.menuSearch('v2', 'rice'));
    expect(storeKeys.feedback('v1').slice(0, 1)).toEqual(storeKeys.all);
  });
});

describe('vendorFeedbackQuery', () => {
  it('reads the reviews a page at a time until the last page', async () => {
    jest
      .mocked(getVendorFeedback)
      .mockResolvedValueOnce(page([review(1)], 1, 2))
      .mockResolvedValueOnce(page([review(2)], 2, 2));
    const { result } = renderHook(() => useInfiniteQuery(vendorFeedbackQuery('v1')), { wrapper });

    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    expect(getVendorFeedback).toHaveBeenCalledWith(
      'v1',
      { page: 1, per_page: FEEDBACK_PAGE_SIZE },
      { signal: expect.any(AbortSignal) },
    );
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('vendorMenuQuery', () => {
  it("reads the vendor's whole menu by its uuid", async () => {
    jest.mocked(getVendorProducts).mockResolvedValue([]);
    const { result } = renderHook(() => useQuery(vendorMenuQuery('v1')), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(getVendorProducts).toHaveBeenCalledWith(
      'v1',
      {},
      { signal: expect.anything(), silent: true },
    );
  });
});

describe('menuSearchQuery', () => {
  it('asks nothing for blank text', () => {
    const { result } = renderHook(() => useQuery(menuSearchQuery('v1', '   ')), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(getVendorProducts).not.toHaveBeenCalled();
  });

  it('sends the trimmed text and cancels the request the next text replaces', async () => {
    const signals: AbortSignal[] = [];
    jest.mocked(getVendorProducts).mockImplementation((_id, _query, options) => {
      if (options?.signal) signals.push(options.signal);
      return new Promise(() => undefined);
    });
    const { rerender } = renderHook(({ text }) => useQuery(menuSearchQuery('v1', text)), {
      wrapper,
      initialProps: { text: ' ric ' },
    });
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(getVendorProducts).toHaveBeenCalledWith('v1', { search: 'ric' }, expect.anything());

    rerender({ text: 'rice' });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });
});

describe('deliveryEstimateQuery', () => {
  it('passes the vendor and the customer place as the estimate needs them', async () => {
    const estimate = { delivery_time_min: 20, delivery_time_max: 35, price: 900, currency: 'NGN' };
    jest.mocked(estimateDelivery).mockResolvedValue(estimate as never);
    const vendor = { slug: 'mama-put', latitude: 6.4, longitude: 3.4, business_name: 'ignored' };
    const customer = { latitude: 6.5, longitude: 3.3, customer_address: '1 Road', address: 'x' };
    const { result } = renderHook(() => useQuery(deliveryEstimateQuery(vendor, customer)), {
      wrapper,
    });

    await waitFor(() => expect(result.current.data).toEqual(estimate));
    expect(estimateDelivery).toHaveBeenCalledWith(
      { slug: 'mama-put', latitude: 6.4, longitude: 3.4 },
      { latitude: 6.5, longitude: 3.3, customer_address: '1 Road' },
      { signal: expect.any(AbortSignal) },
    );
  });
});
