/**
 * A delivery time range as customers read it: minutes for a delivery today ("35–50 min"), days
 * for a store that ships nationwide ("1–3 days", which the API sends as 1,440–4,320 minutes).
 */
const MINUTES_A_DAY = 24 * 60;

export function deliveryTimeText(minMinutes: number, maxMinutes: number): string {
  if (minMinutes < MINUTES_A_DAY) return `${minMinutes}–${maxMinutes} min`;
  const days = (minutes: number) => Math.round(minutes / MINUTES_A_DAY);
  return `${days(minMinutes)}–${days(maxMinutes)} days`;
}
