/**
 * When the order comes, as long as it is still on its way: the slot it was ordered ahead for (on
 * the store's clock), or the ETA quoted at checkout.
 */
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';
import { slotLabel } from '@jara/ui/slot-label';

export function etaText(
  order: Pick<
    Order,
    'status' | 'delivery_time_min' | 'delivery_time_max' | 'scheduled_for' | 'currency'
  >,
  now = new Date(),
): string | null {
  if (isTerminalOrder(order)) return null;
  if (order.scheduled_for)
    return `Scheduled: ${slotLabel(order.scheduled_for, order.currency, now)}`;
  const { delivery_time_min: min, delivery_time_max: max } = order;
  if (min === null || max === null) return null;
  return min === max ? `Arrives in ${min} min` : `Arrives in ${min}–${max} min`;
}
