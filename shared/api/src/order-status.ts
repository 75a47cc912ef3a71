/** Spec 4: an order in a terminal status is over and is not kept as the current order. */
import { TERMINAL_ORDER_STATUSES } from '@jara/contracts/constants';
import type { Order } from '@jara/contracts/entities';

const terminal: readonly string[] = TERMINAL_ORDER_STATUSES;

export function isTerminalOrder(order: Pick<Order, 'status'> | null | undefined): boolean {
  return order != null && terminal.includes(order.status);
}
