import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { DeliveryEstimate, VendorFeedback } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
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
import { queryOf } from '@jara/testing/sent-requests';
import { cancelledRequest } from './testing/sent-requests';

const api = setUpApiDouble();
const toasts = collectToasts();
const FEEDBACK = 'GET /marketplace/vendors/{id}/feedback';
const PRODUCTS = 'GET /marketplace/vendors/{id}/products';
const ESTIMATE = 'GET marketplace/delivery_location';

let client = createQueryClient();
beforeEach(() => {
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
    api.answer(FEEDBACK, page([review(1)], 1, 2));
    const { result } = renderHook(() => useInfiniteQuery(vendorFeedbackQuery('v1')), { wrapper });

    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    const [first] = api.sent(FEEDBACK);
    expect(first?.url).toMatch(/\/vendors\/v1\/feedback\?/);
    expect(queryOf(first)).toEqual({ page: '1', per_page: String(FEEDBACK_PAGE_SIZE) });
    api.answer(FEEDBACK, page([review(2)], 2, 2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('cancelling the reviews aborts the request', async () => {
    const request = await cancelledRequest(api, FEEDBACK, client, (each) =>
      each.fetchInfiniteQuery(vendorFeedbackQuery('v1')),
    );
    expect(request.signal.aborted).toBe(true);
  });
});

describe('vendorMenuQuery', () => {
  it("reads the vendor's whole menu by its uuid", async () => {
    api.answer(PRODUCTS, []);
    const { result } = renderHook(() => useQuery(vendorMenuQuery('v1')), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    const [request] = api.sent(PRODUCTS);
    expect(request?.url).toMatch(/\/vendors\/v1\/products$/);
  });

  it('reads it silently and can be cancelled', async () => {
    api.refuse(PRODUCTS, 403, 'Not now.');
    await expect(client.fetchQuery(vendorMenuQuery('v1'))).rejects.toThrow('Not now.');
    expect(toasts).toEqual([]);

    const request = await cancelledRequest(api, PRODUCTS, createQueryClient(), (each) =>
      each.fetchQuery(vendorMenuQuery('v1')),
    );
    expect(request.signal.aborted).toBe(true);
  });
});

describe('menuSearchQuery', () => {
  it('asks nothing for blank text', () => {
    const { result } = renderHook(() => useQuery(menuSearchQuery('v1', '   ')), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.sent(PRODUCTS)).toHaveLength(0);
  });

  it('sends the trimmed text and cancels the request the next text replaces', async () => {
    api.break(PRODUCTS, 'hang');
    const { rerender } = renderHook(({ text }) => useQuery(menuSearchQuery('v1', text)), {
      wrapper,
      initialProps: { text: ' ric ' },
    });
    await waitFor(() => expect(api.sent(PRODUCTS)).toHaveLength(1));
    expect(api.sent(PRODUCTS)[0]?.url).toMatch(/\/vendors\/v1\/products\?/);
    expect(queryOf(api.sent(PRODUCTS)[0])).toEqual({ search: 'ric' });

    rerender({ text: 'rice' });
    await waitFor(() => expect(api.sent(PRODUCTS)).toHaveLength(2));
    const [replaced, current] = api.sent(PRODUCTS);
    expect(replaced?.signal.aborted).toBe(true);
    expect(current?.signal.aborted).toBe(false);
  });
});

describe('deliveryEstimateQuery', () => {
  const vendor = { slug: 'mama-put', latitude: 6.4, longitude: 3.4, business_name: 'ignored' };
  const customer = { latitude: 6.5, longitude: 3.3, customer_address: '1 Road', address: 'x' };

  it('sends the vendor and the customer place as the estimate needs them', async () => {
    const estimate: DeliveryEstimate = {
      delivery_time_min: 20,
      delivery_time_max: 35,
      price: 900,
      currency: 'NGN',
    };
    api.answer(ESTIMATE, estimate);
    const { result } = renderHook(() => useQuery(deliveryEstimateQuery(vendor, customer)), {
      wrapper,
    });

    await waitFor(() => expect(result.current.data).toEqual(estimate));
    expect(api.sent(ESTIMATE).map(queryOf)).toEqual([
      {
        vendor_slug: 'mama-put',
        vendor_lat: '6.4',
        vendor_long: '3.4',
        customer_lat: '6.5',
        customer_long: '3.3',
        customer_address: '1 Road',
      },
    ]);
  });

  it('cancelling the estimate aborts the request', async () => {
    const request = await cancelledRequest(api, ESTIMATE, client, (each) =>
      each.fetchQuery(deliveryEstimateQuery(vendor, customer)),
    );
    expect(request.signal.aborted).toBe(true);
  });
});
