/** "3 hours ago", "yesterday": when a notification came, in words. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** An empty string for a time that cannot be read, so nothing misleading shows. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, (now - at) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return words.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
