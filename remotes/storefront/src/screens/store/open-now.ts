/**
 * Whether the store takes orders now: the server's word, never the device's clock, which can be
 * wrong by hours (a phone set by hand, a tablet in another zone). The vendor's hours only say
 * when it opens next. An open page learns that the store closed when the store page is read
 * again (`STORE_RECHECK_MS` in store-screen.tsx).
 */
import type { Vendor } from '@jara/contracts/entities';
import { localTime, nextOpening, vendorUtcOffsetMinutes } from './vendor-clock';

export interface OpenNow {
  open: boolean;
  /** "tomorrow at 08:00"; null when the vendor lists no hours. */
  opensNext: string | null;
  /** Today on the vendor's clock, 0 = Sunday. */
  today: number;
}

export function openNow(
  vendor: Pick<Vendor, 'is_open' | 'working_hours' | 'country_id'>,
  now = new Date(),
): OpenNow {
  const at = localTime(now, vendorUtcOffsetMinutes(vendor.country_id));
  return { open: vendor.is_open, opensNext: nextOpening(vendor.working_hours, at), today: at.day };
}
