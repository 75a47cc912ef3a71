import { slotDay, slotLabel, slotTimes, storeDate, storeTime } from './slot-label';

const slot = { starts_at: '2026-11-28T08:00:00.000Z', ends_at: '2026-11-28T08:30:00.000Z' };

describe('slot labels', () => {
  it('reads the slot on the store’s clock: Lagos is UTC+1, Nairobi UTC+3', () => {
    expect(slotTimes(slot, 'NGN')).toBe('09:00–09:30');
    expect(slotTimes(slot, 'KES')).toBe('11:00–11:30');
    expect(storeTime('2026-11-28T23:42:00.000Z', 'NGN')).toBe('00:42');
    expect(storeTime('2026-11-28T12:42:00.000Z', 'KES')).toBe('15:42');
  });

  it('dates a moment on the store’s clock: 23:42 UTC is already the next day in Lagos', () => {
    expect(storeDate('2026-11-28T23:42:00.000Z', 'NGN')).toBe('29 Nov 2026');
    expect(storeDate('2026-12-31T20:59:00.000Z', 'KES')).toBe('31 Dec 2026');
    expect(storeDate('2026-12-31T21:00:00.000Z', 'KES')).toBe('1 Jan 2027');
  });

  it('names today and tomorrow on the store’s clock, and later days by date', () => {
    // 23:30 in Lagos on the 27th: the slot is tomorrow there.
    const lateEvening = new Date('2026-11-27T22:30:00.000Z');
    expect(slotDay(slot, 'NGN', lateEvening)).toBe('Tomorrow');
    expect(slotLabel(slot, 'NGN', new Date('2026-11-28T05:00:00.000Z'))).toBe('Today, 09:00–09:30');
    expect(slotDay(slot, 'KES', new Date('2026-11-26T10:00:00.000Z'))).toBe('Sat 28 Nov');
  });
});
