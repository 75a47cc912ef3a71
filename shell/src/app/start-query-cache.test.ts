import { bus } from '@jara/bus';
import { activeOrdersQuery, ordersKeys } from '@jara/query/orders-queries';
import { getQueryClient } from '@jara/query/query-client';
import { startQueryCache } from './start-query-cache';

describe('startQueryCache', () => {
  it("forgets the customer's orders when they are signed out, and stops when asked", () => {
    const client = getQueryClient();
    const stop = startQueryCache();
    // As a fetch leaves it: the query's own definition (marked personal) holds the answer.
    const { queryKey, meta } = activeOrdersQuery();
    const holdActiveOrders = () =>
      client.getQueryCache().build(client, { queryKey, meta }).setData([]);
    holdActiveOrders();

    bus.emit('auth:logged-out', { reason: 'unauthorized' });
    expect(client.getQueryData(ordersKeys.active())).toBeUndefined();

    stop();
    holdActiveOrders();
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(client.getQueryData(ordersKeys.active())).toEqual([]);
  });
});

describe('startQueryCache and store hearts', () => {
  it('makes answers holding a vendor stale when someone signs in or out', () => {
    const client = getQueryClient();
    const stop = startQueryCache();
    const key = ['marketplace', 'vendors'];
    for (const event of ['in', 'out'] as const) {
      client.setQueryData(key, [{ uuid: 'v1', is_favourite: false }]);
      if (event === 'in') bus.emit('auth:logged-in', { customerId: 1, via: 'login' });
      else bus.emit('auth:logged-out', { reason: 'logout' });
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
    stop();
  });
});
