/**
 * Whether a vendor is open and when it opens next, read on the vendor's own clock: a customer in
 * Nairobi looking at a Lagos store must see Lagos hours. Both countries keep one offset from UTC
 * all year, so the clock is UTC shifted by it (an Intl time-zone format would cost the page its
 * first Intl object, tens of milliseconds, before the store shows). A closing time at or before
 * the opening time means the vendor closes after midnight.
 */
import { NIGERIA_COUNTRY_ID, UTC_OFFSET_MINUTES } from '@jara/contracts/constants';
import type { WorkingHours } from '@jara/contracts/entities';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface LocalTime {
  /** 0 = Sunday ... 6 = Saturday */
  day: number;
  /** Minutes since the vendor's midnight. */
  minute: number;
}

export function vendorUtcOffsetMinutes(countryId: number): number {
  return UTC_OFFSET_MINUTES[countryId === NIGERIA_COUNTRY_ID ? 'NG' : 'KE'];
}

export function localTime(now: Date, utcOffsetMinutes: number): LocalTime {
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return { day: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "today at 17:00", "tomorrow at 08:00", "on Friday at 10:00"; null without any hours. */
export function nextOpening(hours: readonly WorkingHours[], at: LocalTime): string | null {
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = (at.day + inDays) % 7;
    const opening = hours
      .filter((slot) => slot.day === day && (inDays > 0 || minutesOf(slot.opens) > at.minute))
      .sort((a, b) => a.opens.localeCompare(b.opens))[0];
    if (!opening) continue;
    const when =
      inDays === 0
        ? 'today'
        : inDays === 1
          ? 'tomorrow'
          : `${inDays === 7 ? 'next' : 'on'} ${DAY_NAMES[day]}`;
    return `${when} at ${opening.opens}`;
  }
  return null;
}
