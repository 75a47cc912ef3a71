/**
 * A rider's position (realtime) in the order's details, the cache entry the details read: taken
 * only for an order out with a rider, and only when newer than the one shown. An older ping that
 * arrives late, one for an order already delivered, or one whose time does not read as a time
 * changes nothing: the next ping or the status event carries on.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BusEvents } from '@jara/contracts/bus-events';
import type { Order } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';

export function recordRiderPosition(
  client: QueryClient,
  { order_uuid, rider }: BusEvents['order:rider-moved'],
): void {
  client.setQueryData<Order>(ordersKeys.details(order_uuid), (known) => {
    if (known?.status !== 'in_transit' || known.rider === null) return known;
    const newer = Date.parse(rider.located_at) > Date.parse(known.rider.located_at);
    return newer ? { ...known, rider } : known;
  });
}
