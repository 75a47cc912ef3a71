/**
 * Whether a vendor is open and when it opens next, read in the vendor's own time zone: a
 * customer in Nairobi looking at a Lagos store must see Lagos hours. A closing time at or before
 * the opening time means the vendor closes after midnight.
 */
import { NIGERIA_COUNTRY_ID } from '@jara/contracts/constants';
import type { WorkingHours } from '@jara/contracts/entities';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface LocalTime {
  /** 0 = Sunday ... 6 = Saturday */
  day: number;
  /** Minutes since the vendor's midnight. */
  minute: number;
}

export function vendorTimeZone(countryId: number): string {
  return countryId === NIGERIA_COUNTRY_ID ? 'Africa/Lagos' : 'Africa/Nairobi';
}

export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
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
