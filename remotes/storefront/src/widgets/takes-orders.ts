/**
 * Whether a store takes an order from the customer: now, while it is open, or ahead, for a slot
 * in its opening hours that checkout offers. A store that lists no hours takes none while closed.
 */
import type { Vendor } from '@jara/contracts/entities';

export function takesOrders(vendor: Pick<Vendor, 'is_open' | 'working_hours'>): boolean {
  return vendor.is_open || vendor.working_hours.length > 0;
}
