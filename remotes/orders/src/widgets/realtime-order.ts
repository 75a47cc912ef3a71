/**
 * The shell relays the socket's payload as it came; an order that does not have the shape the
 * drawer relies on is ignored rather than written into the cache.
 */
import { ORDER_STATUSES, type Order } from '@jara/contracts/entities';

const statuses: readonly unknown[] = ORDER_STATUSES;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function readRealtimeOrder(value: unknown): Order | null {
  if (!isRecord(value) || !isRecord(value.vendor)) return null;
  const wellFormed =
    typeof value.uuid === 'string' &&
    value.uuid !== '' &&
    typeof value.reference === 'string' &&
    statuses.includes(value.status) &&
    typeof value.vendor.uuid === 'string' &&
    typeof value.vendor.business_name === 'string' &&
    Array.isArray(value.items) &&
    Array.isArray(value.status_history) &&
    typeof value.total === 'number';
  return wellFormed ? (value as unknown as Order) : null;
}
