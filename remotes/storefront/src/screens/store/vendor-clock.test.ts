import type { WorkingHours } from '@jara/contracts/entities';
import { localTime, nextOpening, vendorUtcOffsetMinutes } from './vendor-clock';

const restaurant: WorkingHours[] = [1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opens: '08:00',
  closes: '22:00',
}));
const late: WorkingHours[] = [{ day: 5, opens: '18:00', closes: '02:00' }];
const at = (day: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { day, minute: hours * 60 + minutes };
};

describe('localTime', () => {
  it("reads the day and minute in the vendor's own time zone", () => {
    // Monday 23:30 UTC is Tuesday 00:30 in Lagos and 02:30 in Nairobi.
    const now = new Date('2025-01-06T23:30:00Z');
    expect(localTime(now, vendorUtcOffsetMinutes(127))).toEqual(at(2, '00:30'));
    expect(localTime(now, vendorUtcOffsetMinutes(110))).toEqual(at(2, '02:30'));
  });

  it('builds no Intl object: the first one costs a page tens of milliseconds', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    expect(localTime(new Date('2025-01-05T22:59:00Z'), vendorUtcOffsetMinutes(127))).toEqual(
      at(0, '23:59'),
    );
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});

describe('nextOpening', () => {
  it('names today, tomorrow, a weekday, or the same weekday next week', () => {
    expect(nextOpening(restaurant, at(1, '06:00'))).toBe('today at 08:00');
    expect(nextOpening(restaurant, at(1, '23:00'))).toBe('tomorrow at 08:00');
    expect(nextOpening(restaurant, at(6, '23:00'))).toBe('on Monday at 08:00');
    expect(nextOpening(late, at(5, '19:00'))).toBe('next Friday at 18:00');
  });

  it('picks the earliest later span of a split day', () => {
    const split = [
      { day: 1, opens: '17:00', closes: '22:00' },
      { day: 1, opens: '08:00', closes: '12:00' },
    ];
    expect(nextOpening(split, at(1, '13:00'))).toBe('today at 17:00');
    expect(nextOpening(split, at(1, '07:00'))).toBe('today at 08:00');
  });

  it('has no answer for a vendor without hours', () => {
    expect(nextOpening([], at(1, '12:00'))).toBeNull();
  });
});
