/**
 * A delivery slot as the customer reads it, on the store's own clock (a customer in Nairobi
 * ordering from Lagos reads Lagos times): "Today, 09:00–09:30", "Tomorrow, 12:00–12:30",
 * "Fri 27 Nov, 18:30–19:00". Both countries keep one offset from UTC all year, so the clock is
 * UTC shifted by it, as the store page reads opening hours.
 */
import { UTC_OFFSET_MINUTES } from '@jara/contracts/constants';
import type { DeliverySlot } from '@jara/contracts/delivery-slot';
import type { Currency } from '@jara/contracts/entities';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

function storeClock(iso: string, currency: Currency): Date {
  const offset = UTC_OFFSET_MINUTES[currency === 'NGN' ? 'NG' : 'KE'];
  return new Date(Date.parse(iso) + offset * 60_000);
}

const hhmm = (at: Date) =>
  `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;

const dayNumber = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** "Today", "Tomorrow" or "Fri 27 Nov": the slot's day on the store's clock. */
export function slotDay(slot: DeliverySlot, currency: Currency, now: Date): string {
  const start = storeClock(slot.starts_at, currency);
  const ahead = dayNumber(start) - dayNumber(storeClock(now.toISOString(), currency));
  if (ahead === 0) return 'Today';
  if (ahead === 1) return 'Tomorrow';
  return `${DAYS[start.getUTCDay()]} ${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]}`;
}

/** "28 Nov 2026": a moment's (ISO) date on the store's clock. */
export function storeDate(iso: string, currency: Currency): string {
  const at = storeClock(iso, currency);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** "13:42": a moment (ISO) on the store's clock. */
export function storeTime(iso: string, currency: Currency): string {
  return hhmm(storeClock(iso, currency));
}

/** "09:00–09:30" on the store's clock. */
export function slotTimes(slot: DeliverySlot, currency: Currency): string {
  return `${storeTime(slot.starts_at, currency)}–${storeTime(slot.ends_at, currency)}`;
}

export function slotLabel(slot: DeliverySlot, currency: Currency, now: Date): string {
  return `${slotDay(slot, currency, now)}, ${slotTimes(slot, currency)}`;
}
