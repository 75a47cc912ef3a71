import type { WorkingHours } from '@jara/contracts/entities';
import { isOpenAt } from './working-hours';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * When a closed vendor opens next, in its own time zone: "08:00" today, "tomorrow at 08:00", or
 * "on Monday at 08:00"; null when it has no hours at all.
 */
export function nextOpening(
  hours: WorkingHours[],
  utcOffsetMinutes: number,
  now: number,
): string | null {
  const local = new Date(now + utcOffsetMinutes * 60_000);
  const today = local.getUTCDay();
  const minuteNow = local.getUTCHours() * 60 + local.getUTCMinutes();
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const day = (today + ahead) % 7;
    const opens = hours
      .filter((slot) => slot.day === day)
      .map((slot) => slot.opens)
      .filter((time) => ahead > 0 || toMinutes(time) > minuteNow)
      .sort()[0];
    if (!opens) continue;
    if (ahead === 0) return `at ${opens}`;
    if (ahead === 1) return `tomorrow at ${opens}`;
    return `on ${DAY_NAMES[day]} at ${opens}`;
  }
  return null;
}

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "Mama Put Kitchen is closed now. It opens at 08:00." or null when the vendor is open. */
export function closedMessage(
  name: string,
  hours: WorkingHours[],
  utcOffsetMinutes: number,
  now: number,
): string | null {
  if (isOpenAt(hours, utcOffsetMinutes, now)) return null;
  const opening = nextOpening(hours, utcOffsetMinutes, now);
  return opening ? `${name} is closed now. It opens ${opening}.` : `${name} is closed now.`;
}
