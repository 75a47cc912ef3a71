import { createQueryClient } from '@jara/query/query-client';
import { ordersKeys } from '@jara/query/orders-queries';
import type { InfiniteData } from '@tanstack/react-query';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Order } from '@jara/contracts/entities';
import { anOrder } from '@jara/testing/builders/order';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { currentOrders, recordOrder, withFinished, withStatus } from './order-lists';

const active = (uuid: string, status: Order['status'] = 'preparing') =>
  makeActiveOrder(status, { uuid });
const page = (items: Order[], n = 1): Paginated<Order> => ({
  items,
  page: n,
  per_page: 10,
  total: items.length,
  last_page: 2,
});
const uuids = (orders: Order[]) => orders.map((order) => order.uuid);

describe('withStatus (spec 4: a terminal order is not kept as current)', () => {
  it('adds a new active order, replaces a known one and drops a terminal one', () => {
    const list = [active('a', 'pending')];
    expect(uuids(withStatus(list, active('b', 'accepted')))).toEqual(['b', 'a']);
    expect(withStatus(list, active('a', 'ready'))[0]!.status).toBe('ready');
    for (const status of ['completed', 'cancelled', 'rejected'] as const) {
      expect(withStatus(list, anOrder({ uuid: 'a', status }))).toEqual([]);
      expect(withStatus(list, anOrder({ uuid: 'z', status }))).toEqual(list);
    }
  });

  it('never lists an order waiting for its payment', () => {
    expect(withStatus([], active('a', 'awaiting_payment'))).toEqual([]);
  });

  it('keeps no terminal order from a fetched list', () => {
    const fetched = [active('a'), anOrder({ uuid: 'b', status: 'cancelled' })];
    expect(uuids(currentOrders(fetched))).toEqual(['a']);
  });
});

describe('withFinished', () => {
  it('puts a finished order at the top of the history, once', () => {
    const history = {
      pages: [page([anOrder({ uuid: 'old' })]), page([anOrder({ uuid: 'a' })], 2)],
      pageParams: [1, 2],
    };
    const next = withFinished(history, anOrder({ uuid: 'a' }));
    expect(uuids(next.pages[0]!.items)).toEqual(['a', 'old']);
    expect(next.pages[1]!.items).toEqual([]);
  });
});

describe('recordOrder', () => {
  it('moves a completed order from the active orders to the top of the history', () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), [active('a'), active('b')]);
    client.setQueryData(ordersKeys.history(), {
      pages: [page([anOrder({ uuid: 'old' })])],
      pageParams: [1],
    });
    client.setQueryData(ordersKeys.details('a'), active('a'));

    recordOrder(client, anOrder({ uuid: 'a', status: 'completed' }));

    expect(uuids(client.getQueryData<Order[]>(ordersKeys.active())!)).toEqual(['b']);
    const history = client.getQueryData<InfiniteData<Paginated<Order>>>(ordersKeys.history());
    expect(uuids(history!.pages[0]!.items)).toEqual(['a', 'old']);
    expect(client.getQueryState(ordersKeys.history())?.isInvalidated).toBe(true);
    expect(client.getQueryData<Order>(ordersKeys.details('a'))?.status).toBe('completed');
  });

  it('updates an active order where it is shown and leaves the history alone', () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), [active('a')]);
    client.setQueryData(ordersKeys.history(), { pages: [page([])], pageParams: [1] });

    recordOrder(client, active('a', 'in_transit'));

    expect(client.getQueryData<Order[]>(ordersKeys.active())![0]!.status).toBe('in_transit');
    expect(client.getQueryState(ordersKeys.history())?.isInvalidated).toBe(false);
    expect(client.getQueryData(ordersKeys.details('a'))).toBeUndefined();
  });

  it('drops a read of the list that started before the news, and reads it again after', async () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), [active('a', 'ready')]);
    let answerStale: (orders: Order[]) => void = () => {};
    const reads = jest
      .fn<Promise<Order[]>, []>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerStale = resolve)))
      .mockResolvedValue([active('a', 'preparing')]);
    const reading = client.fetchQuery({
      queryKey: ordersKeys.active(),
      queryFn: reads,
      staleTime: 0,
    });

    recordOrder(client, active('a', 'preparing'));
    answerStale([active('a', 'in_transit')]);
    await reading.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(client.getQueryData<Order[]>(ordersKeys.active())![0]!.status).toBe('preparing');
  });
});
