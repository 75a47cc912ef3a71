/** A vendor's week as customers read it, Monday first, "Closed" on days without hours. */
import type { WorkingHours } from '@jara/contracts/entities';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export interface DayHours {
  day: string;
  hours: string;
}

export function weekHours(hours: readonly WorkingHours[]): DayHours[] {
  return MONDAY_FIRST.map((day) => {
    const spans = hours
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((entry) => `${entry.opens}–${entry.closes}`);
    return { day: DAY_NAMES[day] ?? '', hours: spans.length > 0 ? spans.join(', ') : 'Closed' };
  });
}

/** Today's line of the week, for the header ("Today 08:00–22:00"); `day` 0 is Sunday. */
export function todayHours(hours: readonly WorkingHours[], day: number): DayHours {
  const today = DAY_NAMES[day];
  return weekHours(hours).find((entry) => entry.day === today) ?? { day: '', hours: 'Closed' };
}
