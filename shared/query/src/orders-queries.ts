/**
 * Query keys and fetchers of orders, and what placing one makes stale. The API module is
 * imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries';

export const ordersKeys = {
  all: ['orders'] as const,
  active: () => [...ordersKeys.all, 'active'] as const,
};

export function activeOrdersQuery() {
  return queryOptions({
    queryKey: ordersKeys.active(),
    queryFn: async ({ signal }) => (await import('@jara/api/orders')).getActiveOrders({ signal }),
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
