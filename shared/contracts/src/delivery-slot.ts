/**
 * Ordering ahead: a store, open or closed, takes an order for a half-hour delivery slot within its
 * opening hours over the next two days. The server lists the slots it takes (the same rule it
 * checks an order against), and the order carries the one chosen.
 */
import { z } from 'zod/mini';

/** When the order is at the door (or ready at the counter, for a pickup): ISO instants. */
export const deliverySlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });

/** What checkout offers for one cart: now (`open_now`) and the slots ahead, earliest first. */
export const orderSlotsSchema = z.object({
  open_now: z.boolean(),
  slots: z.array(deliverySlotSchema),
});

export type DeliverySlot = z.infer<typeof deliverySlotSchema>;
export type OrderSlots = z.infer<typeof orderSlotsSchema>;

export const SLOT_MINUTES = 30;
export const ORDER_AHEAD_HOURS = 48;
