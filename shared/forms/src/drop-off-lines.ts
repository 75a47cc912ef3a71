/**
 * What a rider (or a cleaner) needs at the door, as an order or a plan order carries it: one line
 * per detail the customer gave, in the order they read them, with the words the address form
 * asks them in (`drop-off-fields.ts`). The street shows only when the address line does not
 * already start with it, so it is not said twice.
 */
import type { DropOff } from '@jara/contracts/entities';

export interface DropOffLine {
  term: string;
  text: string;
}

export function dropOffLines(dropOff: DropOff | null, addressLine: string): DropOffLine[] {
  if (!dropOff) return [];
  const street = dropOff.street && !addressLine.startsWith(dropOff.street) ? dropOff.street : null;
  const lines: [string, string | null][] = [
    ['Street', street],
    ['Building or estate', dropOff.building],
    ['Landmark', dropOff.landmark],
    ['Phone for the rider', dropOff.phone],
    ['Delivery instructions', dropOff.instructions],
  ];
  return lines.flatMap(([term, text]) => (text ? [{ term, text }] : []));
}
