import type { WorkingHours } from '@jara/contracts/entities';
import type { HoursProfile } from './vendor-definition';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function daily(opens: string, closes: string): WorkingHours[] {
  return EVERY_DAY.map((day) => ({ day, opens, closes }));
}

function weekWithSunday(week: [string, string], sunday: [string, string]): WorkingHours[] {
  return EVERY_DAY.map((day) => {
    const [opens, closes] = day === 0 ? sunday : week;
    return { day, opens, closes };
  });
}

export function workingHoursFor(profile: HoursProfile): WorkingHours[] {
  switch (profile) {
    case 'restaurant':
      return weekWithSunday(['08:00', '22:00'], ['10:00', '21:00']);
    case 'late':
      return daily('11:00', '02:00');
    case 'shop':
      return weekWithSunday(['07:00', '21:00'], ['09:00', '18:00']);
    case 'bakery':
      return daily('06:30', '20:00');
    case 'bar':
      return daily('09:00', '01:00');
    case 'always':
      return daily('00:00', '23:59');
  }
}
