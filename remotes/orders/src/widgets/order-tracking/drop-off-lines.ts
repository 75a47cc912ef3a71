/**
 * What the rider needs at the door of a delivery order, as the order carries it: one line per
 * detail the customer gave, in the order a rider reads them. The street shows only when the
 * address line does not already start with it, so it is not said twice.
 */
import type { Order } from '@jara/contracts/entities';

export interface DropOffLine {
  term: string;
  text: string;
}

export function dropOffLines(order: Order): DropOffLine[] {
  const dropOff = order.delivery_type === 'delivery' ? order.drop_off : null;
  if (!dropOff) return [];
  const street =
    dropOff.street && !order.delivery_address.startsWith(dropOff.street) ? dropOff.street : null;
  const lines: [string, string | null][] = [
    ['Street', street],
    ['Building or estate', dropOff.building],
    ['Landmark', dropOff.landmark],
    ['Phone for the rider', dropOff.phone],
    ['Delivery instructions', dropOff.instructions],
  ];
  return lines.flatMap(([term, text]) => (text ? [{ term, text }] : []));
}
