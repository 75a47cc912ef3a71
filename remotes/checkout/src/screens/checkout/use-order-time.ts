/**
 * When the order is wanted: as soon as possible (only while the store is open) or a slot ahead,
 * from the slots the server takes for this cart and place. A closed store starts on its earliest
 * slot; a slot that has passed since it was picked falls back the same way. `scheduledFor` is
 * undefined until the answer is known, so the price is not asked for a time about to change.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orderSlotsQuery, type SlotsPlace } from '@jara/query/checkout-queries';

export const AS_SOON_AS_POSSIBLE = 'now';

export function useOrderTime(cartId: string, place: SlotsPlace | null) {
  const slots = useQuery(orderSlotsQuery(cartId, place));
  const [picked, pick] = useState<string>(AS_SOON_AS_POSSIBLE);
  const answer = slots.data;

  let scheduledFor: string | null | undefined;
  if (slots.isError) scheduledFor = null;
  else if (answer) {
    const stillOffered = answer.slots.some((slot) => slot.starts_at === picked);
    if (stillOffered) scheduledFor = picked;
    else scheduledFor = answer.open_now ? null : (answer.slots[0]?.starts_at ?? null);
  }
  /** Closed now and nothing to order ahead for: checkout has nothing to offer. */
  const noTime = answer !== undefined && !answer.open_now && answer.slots.length === 0;

  return { slots, scheduledFor, noTime, pick };
}

export type OrderTime = ReturnType<typeof useOrderTime>;
