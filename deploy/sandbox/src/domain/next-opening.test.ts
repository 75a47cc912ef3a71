import type { WorkingHours } from '@jara/contracts/entities';
import { closedMessage, nextOpening } from './next-opening';

const week = (opens: string, closes: string): WorkingHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));
/** Monday 2026-11-23 at `time`, Lagos time (UTC+1). */
const lagos = (time: string) => Date.parse(`2026-11-23T${time}:00+01:00`);

describe('nextOpening', () => {
  it('says today, tomorrow or the weekday, in the vendor’s time zone', () => {
    expect(nextOpening(week('08:00', '22:00'), 60, lagos('03:00'))).toBe('at 08:00');
    expect(nextOpening(week('08:00', '22:00'), 60, lagos('23:00'))).toBe('tomorrow at 08:00');
    const weekdaysOnly = week('09:00', '17:00').filter((slot) => slot.day !== 2);
    expect(nextOpening(weekdaysOnly, 60, lagos('18:00'))).toBe('on Wednesday at 09:00');
    expect(nextOpening([], 60, lagos('18:00'))).toBeNull();
  });
});

describe('closedMessage', () => {
  it('names the store and when it opens, and says nothing while it is open', () => {
    expect(closedMessage('Mama Put Kitchen', week('08:00', '22:00'), 60, lagos('03:00'))).toBe(
      'Mama Put Kitchen is closed now. It opens at 08:00.',
    );
    expect(
      closedMessage('Mama Put Kitchen', week('08:00', '22:00'), 60, lagos('12:00')),
    ).toBeNull();
    expect(closedMessage('Nowhere', [], 60, lagos('12:00'))).toBe('Nowhere is closed now.');
  });
});
