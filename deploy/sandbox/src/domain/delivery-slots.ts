import { ORDER_AHEAD_HOURS, SLOT_MINUTES, type DeliverySlot } from '@jara/contracts/delivery-slot';
import type { WorkingHours } from '@jara/contracts/entities';
import { isOpenAt } from './working-hours';

const SLOT_MS = SLOT_MINUTES * 60_000;
const MINUTE_MS = 60_000;

/**
 * The half-hour slots a vendor can deliver in over the next two days, earliest first. The order
 * reaches the kitchen `leadMinutes` before its slot (cooking, and the ride for a delivery), so a
 * slot counts only when the vendor is open then, and through the slot itself.
 */
export function deliverySlots(
  hours: WorkingHours[],
  utcOffsetMinutes: number,
  now: number,
  leadMinutes: number,
): DeliverySlot[] {
  const lead = leadMinutes * MINUTE_MS;
  const last = now + ORDER_AHEAD_HOURS * 3_600_000;
  const open = (at: number) => isOpenAt(hours, utcOffsetMinutes, at);
  const slots: DeliverySlot[] = [];
  // Both countries keep whole-hour offsets, so a UTC half hour is a local one too.
  for (let start = Math.ceil((now + lead) / SLOT_MS) * SLOT_MS; start + SLOT_MS <= last;) {
    const end = start + SLOT_MS;
    if (open(start - lead) && open(start) && open(end - MINUTE_MS)) {
      slots.push({
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
      });
    }
    start = end;
  }
  return slots;
}
