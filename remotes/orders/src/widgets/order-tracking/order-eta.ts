/**
 * When the order comes, as long as it is still on its way, on the store's clock: the arrival the
 * server estimates from the rider's progress once a rider is out with it; before that the slot
 * it was ordered ahead for, or the range quoted at checkout, counted from when the store accepted
 * it (from when it was placed, until then).
 */
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';
import { slotLabel, storeTime } from '@jara/ui/slot-label';

const MINUTE_MS = 60_000;

type EtaFacts = Pick<
  Order,
  | 'status'
  | 'delivery_time_min'
  | 'delivery_time_max'
  | 'scheduled_for'
  | 'currency'
  | 'rider'
  | 'status_history'
  | 'created_at'
>;

function quotedFrom(order: EtaFacts): number {
  const accepted = order.status_history.find((change) => change.status === 'accepted');
  return Date.parse(accepted?.at ?? order.created_at);
}

export function etaText(order: EtaFacts, now = new Date()): string | null {
  if (isTerminalOrder(order)) return null;
  if (order.rider) return `Arrives around ${storeTime(order.rider.eta, order.currency)}`;
  if (order.scheduled_for)
    return `Scheduled: ${slotLabel(order.scheduled_for, order.currency, now)}`;
  const { delivery_time_min: min, delivery_time_max: max } = order;
  if (min === null || max === null) return null;
  const at = (minutes: number) =>
    storeTime(new Date(quotedFrom(order) + minutes * MINUTE_MS).toISOString(), order.currency);
  return min === max ? `Arrives around ${at(min)}` : `Arrives ${at(min)}–${at(max)}`;
}
