import type { DeliveryType, OrderStatus } from '@jara/contracts/entities';
import { TERMINAL_ORDER_STATUSES } from '@jara/contracts/constants';

/** One status step takes this long on the sandbox clock (about 20 s at speed 1). */
export const ORDER_STEP_MS = 20_000;

/**
 * When a placed (pending) order takes its first step: one step from now, or, for an order placed
 * ahead, when it is released to the kitchen before its slot.
 */
export function firstStepAt(now: number, releaseAt: number | null): number {
  return Math.max(now + ORDER_STEP_MS, releaseAt ?? 0);
}

export type VendorBehaviour = 'normal' | 'rejects' | 'cancels';

export function isTerminal(status: OrderStatus): boolean {
  return (TERMINAL_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * The status an order moves to on its own, or null when it waits: a terminal order, or a pickup
 * order that is ready and waits for the customer to mark it picked up.
 */
export function nextStatus(
  status: OrderStatus,
  type: DeliveryType,
  behaviour: VendorBehaviour,
): OrderStatus | null {
  if (behaviour === 'rejects' && status === 'pending') return 'rejected';
  if (behaviour === 'cancels' && status === 'accepted') return 'cancelled';
  switch (status) {
    case 'pending':
      return 'accepted';
    case 'accepted':
      return 'preparing';
    case 'preparing':
      return 'ready';
    case 'ready':
      return type === 'delivery' ? 'in_transit' : null;
    case 'in_transit':
      return 'completed';
    default:
      return null;
  }
}

/** The customer cancelled before the store accepted: the money goes back as it came. */
export function customerCancelNotification(reference: string): { title: string; body: string } {
  return {
    title: 'Order cancelled',
    body: `You cancelled your order ${reference}. Your payment has been refunded.`,
  };
}

export function statusNotification(
  status: OrderStatus,
  type: DeliveryType,
  vendorName: string,
  reference: string,
): { title: string; body: string } | null {
  switch (status) {
    case 'pending':
      return { title: 'Order placed', body: `${vendorName} has received your order ${reference}.` };
    case 'accepted':
      return { title: 'Order accepted', body: `${vendorName} accepted your order ${reference}.` };
    case 'ready':
      return type === 'pickup'
        ? { title: 'Ready for pickup', body: `Your order ${reference} is ready at ${vendorName}.` }
        : {
            title: 'Order ready',
            body: `Your order ${reference} is packed and waiting for a rider.`,
          };
    case 'in_transit':
      return {
        title: 'On its way',
        body: `Your order ${reference} from ${vendorName} is on its way.`,
      };
    case 'completed':
      return type === 'pickup'
        ? { title: 'Order picked up', body: `Enjoy your order from ${vendorName}!` }
        : {
            title: 'Order delivered',
            body: `Your order from ${vendorName} has been delivered. Enjoy!`,
          };
    case 'cancelled':
      return {
        title: 'Order cancelled',
        body: `${vendorName} cancelled your order ${reference}. Any payment has been refunded.`,
      };
    case 'rejected':
      return {
        title: 'Order not accepted',
        body: `${vendorName} could not take your order ${reference}. Any payment has been refunded.`,
      };
    default:
      return null;
  }
}
