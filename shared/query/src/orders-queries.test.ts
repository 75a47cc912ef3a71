import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Order } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { accountKeys } from './account-queries';
import {
  ACTIVE_ORDER_REFRESH_MS,
  HISTORY_PAGE_SIZE,
  activeOrdersQuery,
  invalidateAfterOrderPlaced,
  orderDetailsQuery,
  orderHistoryQuery,
  ordersKeys,
} from './orders-queries';
import { createQueryClient } from './query-client';
import { queryOf } from '@jara/testing/sent-requests';

const api = setUpApiDouble();

/** The shared order builder passes the client's order check, as the server's answer would. */
const order = (status: Order['status']): Order =>
  anOrder({ uuid: 'o1', reference: 'JR-1', status });

describe('invalidateAfterOrderPlaced', () => {
  it('makes the active orders and the notifications stale, and nothing else', async () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), []);
    client.setQueryData(accountKeys.notifications(), { notifications: [], total: 0 });
    client.setQueryData(['marketplace', 'homepage'], {});

    await invalidateAfterOrderPlaced(client);

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(ordersKeys.active())).toBe(true);
    expect(stale(accountKeys.notifications())).toBe(true);
    expect(stale(['marketplace', 'homepage'])).toBe(false);
  });

  it('refetches active orders that a screen is watching', async () => {
    api.answer('GET /marketplace/orders/active', []);
    const client = createQueryClient();
    const watching = new QueryObserver(client, activeOrdersQuery());
    const stop = watching.subscribe(() => undefined);
    await waitFor(() => expect(api.sent('GET /marketplace/orders/active')).toHaveLength(1));

    await invalidateAfterOrderPlaced(client);
    expect(api.sent('GET /marketplace/orders/active')).toHaveLength(2);
    stop();
  });
});

describe('orderHistoryQuery', () => {
  it('asks page by page and stops at the last page', async () => {
    const page = (n: number): Paginated<Order> => ({
      items: [],
      page: n,
      per_page: 10,
      total: 12,
      last_page: 2,
    });
    api.answer('GET /marketplace/orders/history', page(1));
    const client = createQueryClient();
    const first = await client.fetchInfiniteQuery(orderHistoryQuery());
    expect(api.sent('GET /marketplace/orders/history').map(queryOf)).toEqual([
      { page: '1', per_page: String(HISTORY_PAGE_SIZE) },
    ]);
    const options = orderHistoryQuery();
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, [1])).toBe(2);
    expect(options.getNextPageParam(page(2), first.pages, 2, [1, 2])).toBeUndefined();
  });
});

describe('orderDetailsQuery', () => {
  it('reads the details first, then refreshes a moving order from latest', async () => {
    api.answer('GET /marketplace/orders/{id}', order('preparing'));
    api.answer('GET marketplace/orders/{id}/latest', order('ready'));
    const client = createQueryClient();
    expect((await client.fetchQuery(orderDetailsQuery('o1'))).status).toBe('preparing');
    await client.refetchQueries({ queryKey: ordersKeys.details('o1') });
    expect(client.getQueryData<Order>(ordersKeys.details('o1'))?.status).toBe('ready');
    expect(api.sent('GET /marketplace/orders/{id}')).toHaveLength(1);
    expect(api.sent('GET marketplace/orders/{id}/latest').map((request) => request.url)).toEqual([
      expect.stringMatching(/\/orders\/o1\/latest$/),
    ]);
  });

  it('refreshes only an order that is still moving', () => {
    const interval = orderDetailsQuery('o1').refetchInterval as (query: unknown) => unknown;
    const at = (status: Order['status']) => interval({ state: { data: order(status) } });
    expect(at('in_transit')).toBe(ACTIVE_ORDER_REFRESH_MS);
    expect(at('completed')).toBe(false);
    expect(at('rejected')).toBe(false);
  });
});
