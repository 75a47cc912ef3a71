/** The ETA quoted at checkout, as long as the order is still on its way. */
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';

export function etaText(
  order: Pick<Order, 'status' | 'delivery_time_min' | 'delivery_time_max'>,
): string | null {
  const { delivery_time_min: min, delivery_time_max: max } = order;
  if (isTerminalOrder(order) || min === null || max === null) return null;
  return min === max ? `Arrives in ${min} min` : `Arrives in ${min}–${max} min`;
}
