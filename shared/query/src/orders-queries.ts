/**
 * Query keys and fetchers of orders, and what placing one makes stale. The API module is
 * imported when a fetch runs (see marketplace-queries.ts).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { TERMINAL_ORDER_STATUSES } from '@jara/contracts/constants';
import type { Order } from '@jara/contracts/entities';
import { accountKeys } from './account-queries';
import { PERSONAL } from './personal-queries';

export const HISTORY_PAGE_SIZE = 5;

/** An order still moving is refreshed this often while its details are on screen. */
export const ACTIVE_ORDER_REFRESH_MS = 30_000;

const ordersApi = () => import('@jara/api/orders');
const terminal: readonly string[] = TERMINAL_ORDER_STATUSES;
const isActive = (order: Order | undefined) =>
  order !== undefined && !terminal.includes(order.status);

export const ordersKeys = {
  all: ['orders'] as const,
  active: () => [...ordersKeys.all, 'active'] as const,
  history: () => [...ordersKeys.all, 'history'] as const,
  details: (orderId: string) => [...ordersKeys.all, 'details', orderId] as const,
  tracked: (orderId: string) => [...ordersKeys.all, 'tracked', orderId] as const,
};

export function activeOrdersQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: ordersKeys.active(),
    queryFn: async ({ signal }) => (await ordersApi()).getActiveOrders({ signal }),
  });
}

/** Past orders, newest first, a page at a time. */
export function orderHistoryQuery() {
  return infiniteQueryOptions({
    meta: PERSONAL,
    queryKey: ordersKeys.history(),
    queryFn: async ({ pageParam, signal }) =>
      (await ordersApi()).getOrderHistory(
        { page: pageParam, per_page: HISTORY_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}

/**
 * One order in full. The first read asks for its details; an order still moving is refreshed
 * from `latest` (the lighter, silent call), every ACTIVE_ORDER_REFRESH_MS as a fallback to the
 * realtime events.
 */
export function orderDetailsQuery(orderId: string) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: ordersKeys.details(orderId),
    queryFn: async ({ signal, client }) => {
      const api = await ordersApi();
      const known = client.getQueryData<Order>(ordersKeys.details(orderId));
      return isActive(known)
        ? api.getLatestOrder(orderId, { signal })
        : api.getOrderDetails(orderId, { signal });
    },
    refetchInterval: (query) => (isActive(query.state.data) ? ACTIVE_ORDER_REFRESH_MS : false),
  });
}

/** The order the drawer was opened to follow (just placed), as `orders/{id}` answers it. */
export function trackedOrderQuery(orderId: string) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: ordersKeys.tracked(orderId),
    queryFn: async ({ signal }) => (await ordersApi()).getOrder(orderId, { signal }),
  });
}

/**
 * A new order changes the active orders and brings a notification; whichever bundle shows them
 * refetches now if it is on screen, or on its next mount.
 */
export function invalidateAfterOrderPlaced(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ordersKeys.active() }),
    client.invalidateQueries({ queryKey: accountKeys.notifications() }),
  ]).then(() => undefined);
}
