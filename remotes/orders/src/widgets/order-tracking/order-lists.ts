/**
 * Spec 4 in the drawer's cache: an order in a terminal status is over, so it is never kept as a
 * current (active) order; it goes to the top of the history instead. An order waiting for its
 * payment is in neither list.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isTerminalOrder } from '@jara/api/order-status';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Order } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';

type HistoryPages = InfiniteData<Paginated<Order>, number>;

/** The active orders once `changed` is known. */
export function withStatus(orders: Order[], changed: Order): Order[] {
  const others = orders.filter((order) => order.uuid !== changed.uuid);
  if (isTerminalOrder(changed) || changed.status === 'awaiting_payment') return others;
  const known = others.length < orders.length;
  return known
    ? orders.map((order) => (order.uuid === changed.uuid ? changed : order))
    : [changed, ...orders];
}

/** The history once a finished order is known: at the top, newest first, never twice. */
export function withFinished(history: HistoryPages, finished: Order): HistoryPages {
  const pages = history.pages.map((page) => ({
    ...page,
    items: page.items.filter((order) => order.uuid !== finished.uuid),
  }));
  const [first, ...rest] = pages;
  if (!first) return history;
  return { ...history, pages: [{ ...first, items: [finished, ...first.items] }, ...rest] };
}

/** The only active orders the drawer keeps from an answer. */
export const currentOrders = (orders: Order[]) => orders.filter((order) => !isTerminalOrder(order));

/**
 * Puts newer data in a query. A read of it already in flight started before this news and may
 * answer with what the news replaces (a realtime event racing the refresh that follows a
 * reconnect): that read is dropped and the query read again, after the news.
 */
function putNewer<T>(client: QueryClient, queryKey: readonly unknown[], update: (known: T) => T) {
  const inFlight = client.isFetching({ queryKey, exact: true }) > 0;
  if (inFlight) void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, (known) => (known === undefined ? known : update(known)));
  if (inFlight) void client.invalidateQueries({ queryKey, exact: true });
}

/** A newer state of one order (realtime, a refresh, an action's answer) in every list and view. */
export function recordOrder(client: QueryClient, order: Order): void {
  putNewer<Order[]>(client, ordersKeys.active(), (known) => withStatus(known, order));
  if (client.getQueryData(ordersKeys.details(order.uuid)) !== undefined) {
    putNewer<Order>(client, ordersKeys.details(order.uuid), () => order);
  }
  if (isTerminalOrder(order)) {
    client.setQueryData<HistoryPages>(ordersKeys.history(), (known) =>
      known ? withFinished(known, order) : known,
    );
    void client.invalidateQueries({ queryKey: ordersKeys.history() });
  }
}
