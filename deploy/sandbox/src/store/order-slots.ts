/**
 * Which slots a vendor takes an order ahead for, from one rule (domain/delivery-slots) used both
 * to list them at checkout and to check the one an order names.
 */
import type { DeliverySlot } from '@jara/contracts/delivery-slot';
import type { WorkingHours } from '@jara/contracts/entities';
import { deliverySlots } from '../domain/delivery-slots';
import { fieldError } from '../http/api-error';
import type { VendorRow } from '../views/vendor-view';
import type { DeliveryQuote } from './delivery-quote';

export interface Schedule {
  slot: DeliverySlot;
  /** When the order reaches the kitchen (sandbox clock, ms): its lead time before the slot. */
  releaseAt: number;
}

/** How long before its slot an order must reach the kitchen: cooking, plus the ride. */
export function leadMinutes(vendor: VendorRow, quote: DeliveryQuote | null): number {
  return quote ? quote.maxMinutes : vendor.prep_time_minutes;
}

export function slotsOf(vendor: VendorRow, lead: number, now: number): DeliverySlot[] {
  const hours = JSON.parse(vendor.working_hours) as WorkingHours[];
  return deliverySlots(hours, vendor.utc_offset_minutes, now, lead);
}

/** The slot starting at `startsAt`, if the vendor still takes it; a 422 on the field if not. */
export function requireSlot(
  vendor: VendorRow,
  lead: number,
  startsAt: string,
  now: number,
): Schedule {
  const at = Date.parse(startsAt);
  const slot = slotsOf(vendor, lead, now).find((one) => Date.parse(one.starts_at) === at);
  if (!slot) {
    throw fieldError(
      'scheduled_for',
      `${vendor.business_name} no longer takes orders for that time. Choose another delivery time.`,
    );
  }
  return { slot, releaseAt: at - lead * 60_000 };
}
