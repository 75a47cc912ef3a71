/**
 * What a customer may have missed while no socket listened (before it connected, or while it
 * was down): their notifications and orders are read again, so the bell and the order screens
 * show news that arrived in that gap.
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@jara/query/account-queries';
import { ordersKeys } from '@jara/query/orders-queries';

export function catchUpMissedEvents(client: Pick<QueryClient, 'invalidateQueries'>): void {
  void client.invalidateQueries({ queryKey: accountKeys.notifications() });
  void client.invalidateQueries({ queryKey: ordersKeys.all });
}
