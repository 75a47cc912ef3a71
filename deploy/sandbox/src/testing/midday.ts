/**
 * Today at 12:00 Lagos time (11:00 UTC): every seeded store is open, so tests that order do not
 * depend on the hour they run at (a closed store refuses checkout).
 */
export function middayToday(): number {
  const midday = new Date();
  midday.setUTCHours(11, 0, 0, 0);
  return midday.getTime();
}
