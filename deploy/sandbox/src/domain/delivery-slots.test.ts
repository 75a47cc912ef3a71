import type { WorkingHours } from '@jara/contracts/entities';
import { deliverySlots } from './delivery-slots';

const EVERY_DAY: WorkingHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opens: '08:00',
  closes: '22:00',
}));
const LAGOS = 60;
/** 02:00 in Lagos on a Wednesday. */
const NIGHT = Date.parse('2026-11-25T01:00:00Z');

describe('deliverySlots', () => {
  it('starts a closed store lead minutes after it opens, and ends each day at closing', () => {
    const slots = deliverySlots(EVERY_DAY, LAGOS, NIGHT, 50);
    // Opens 08:00 Lagos (07:00Z); the kitchen needs 50 min, so 09:00 Lagos is the first half hour.
    expect(slots[0]).toEqual({
      starts_at: '2026-11-25T08:00:00.000Z',
      ends_at: '2026-11-25T08:30:00.000Z',
    });
    expect(slots.map((slot) => slot.ends_at)).toContain('2026-11-25T21:00:00.000Z');
    expect(slots.map((slot) => slot.ends_at)).not.toContain('2026-11-25T21:30:00.000Z');
  });

  it('offers the next two days and nothing after', () => {
    const slots = deliverySlots(EVERY_DAY, LAGOS, NIGHT, 50);
    // 09:00-22:00 is 26 half hours a day; the window ends 02:00 two nights on.
    expect(slots).toHaveLength(52);
    expect(slots.at(-1)?.ends_at).toBe('2026-11-26T21:00:00.000Z');
  });

  it('starts an open store no sooner than its lead time from now', () => {
    const noon = Date.parse('2026-11-25T11:10:00Z');
    expect(deliverySlots(EVERY_DAY, LAGOS, noon, 50)[0]?.starts_at).toBe(
      '2026-11-25T12:00:00.000Z',
    );
  });

  it('offers nothing for a store without hours, or one whose lead is beyond the window', () => {
    expect(deliverySlots([], LAGOS, NIGHT, 50)).toEqual([]);
    expect(deliverySlots(EVERY_DAY, LAGOS, NIGHT, 72 * 60)).toEqual([]);
  });
});
