/**
 * What the rider needs at the door of a delivery order, as the order carries it: the shared
 * lines (`@jara/forms/drop-off-lines`, which plan orders show too) beside its delivery address.
 * A pickup has none.
 */
import type { Order } from '@jara/contracts/entities';
import { dropOffLines as linesOf, type DropOffLine } from '@jara/forms/drop-off-lines';

export type { DropOffLine };

export function dropOffLines(order: Order): DropOffLine[] {
  return order.delivery_type === 'delivery' ? linesOf(order.drop_off, order.delivery_address) : [];
}
