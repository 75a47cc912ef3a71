import type { WorkingHours } from '@jara/contracts/entities';

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether a vendor is open at `now`, in the vendor's own time zone. A closing time earlier than
 * the opening time means the vendor closes after midnight.
 */
export function isOpenAt(hours: WorkingHours[], utcOffsetMinutes: number, now: number): boolean {
  const local = new Date(now + utcOffsetMinutes * 60_000);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const previousDay = (day + 6) % 7;
  return hours.some((slot) => {
    const opens = minutesOf(slot.opens);
    const closes = minutesOf(slot.closes);
    if (closes > opens) return slot.day === day && minute >= opens && minute < closes;
    const beforeMidnight = slot.day === day && minute >= opens;
    const afterMidnight = slot.day === previousDay && minute < closes;
    return beforeMidnight || afterMidnight;
  });
}
