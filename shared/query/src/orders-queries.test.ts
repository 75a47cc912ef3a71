import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import {
  getActiveOrders,
  getLatestOrder,
  getOrderDetails,
  getOrderHistory,
} from '@jara/api/orders';
import type { Order } from '@jara/contracts/entities';
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

jest.mock('@jara/api/orders');

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
    jest.mocked(getActiveOrders).mockResolvedValue([]);
    const client = createQueryClient();
    const watching = new QueryObserver(client, activeOrdersQuery());
    const stop = watching.subscribe(() => undefined);
    await waitFor(() => expect(getActiveOrders).toHaveBeenCalledTimes(1));

    await invalidateAfterOrderPlaced(client);
    expect(getActiveOrders).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('orderHistoryQuery', () => {
  it('asks page by page and stops at the last page', async () => {
    const page = (n: number) => ({ items: [], page: n, per_page: 10, total: 12, last_page: 2 });
    jest.mocked(getOrderHistory).mockImplementation(async (query) => page(query?.page ?? 1));
    const client = createQueryClient();
    const first = await client.fetchInfiniteQuery(orderHistoryQuery());
    expect(getOrderHistory).toHaveBeenLastCalledWith(
      { page: 1, per_page: HISTORY_PAGE_SIZE },
      expect.anything(),
    );
    const options = orderHistoryQuery();
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, [1])).toBe(2);
    expect(options.getNextPageParam(page(2), first.pages, 2, [1, 2])).toBeUndefined();
  });
});

describe('orderDetailsQuery', () => {
  const order = (status: Order['status']) => ({ uuid: 'o1', status }) as Order;

  it('reads the details first, then refreshes a moving order from latest', async () => {
    jest.mocked(getOrderDetails).mockResolvedValue(order('preparing'));
    jest.mocked(getLatestOrder).mockResolvedValue(order('ready'));
    const client = createQueryClient();
    expect((await client.fetchQuery(orderDetailsQuery('o1'))).status).toBe('preparing');
    await client.refetchQueries({ queryKey: ordersKeys.details('o1') });
    expect(client.getQueryData<Order>(ordersKeys.details('o1'))?.status).toBe('ready');
    expect(getLatestOrder).toHaveBeenCalledWith('o1', expect.anything());
  });

  it('refreshes only an order that is still moving', () => {
    const interval = orderDetailsQuery('o1').refetchInterval as (query: unknown) => unknown;
    const at = (status: Order['status']) => interval({ state: { data: order(status) } });
    expect(at('in_transit')).toBe(ACTIVE_ORDER_REFRESH_MS);
    expect(at('completed')).toBe(false);
    expect(at('rejected')).toBe(false);
  });
});
