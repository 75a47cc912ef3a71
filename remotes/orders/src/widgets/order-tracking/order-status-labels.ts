/** How each order status reads to a customer, and where it sits on the progress bar. */
import type { Order, OrderStatus } from '@jara/contracts/entities';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  pending: 'Waiting for the store',
  accepted: 'Accepted',
  preparing: 'Being prepared',
  ready: 'Ready',
  in_transit: 'On the way',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Declined by the store',
};

/** A delivery's happy path, in order: the progress bar and the timeline both walk it. */
export const DELIVERY_STEPS: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'in_transit',
  'completed',
];

/** 0..1 along the happy path; terminal failures show no progress. */
export function orderProgress(status: OrderStatus): number {
  const index = DELIVERY_STEPS.indexOf(status);
  return index < 0 ? 0 : index / (DELIVERY_STEPS.length - 1);
}

/** A pickup is never delivered: it is collected. */
export function statusLabel(status: OrderStatus, deliveryType: Order['delivery_type']): string {
  return status === 'completed' && deliveryType === 'pickup'
    ? 'Picked up'
    : ORDER_STATUS_LABELS[status];
}
