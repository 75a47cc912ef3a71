/**
 * Whether the store takes orders now, checked again every minute: a page opened at 21:55 must
 * stop taking items at 22:00 without a reload. The server's flag and the vendor's hours must
 * both say open; a vendor that lists no hours is taken at the server's word.
 */
import { useEffect, useState } from 'react';
import type { Vendor } from '@jara/contracts/entities';
import { isOpenAt, localTime, nextOpening, vendorTimeZone } from './vendor-clock';

const RECHECK_MS = 60_000;

export interface OpenNow {
  open: boolean;
  /** "tomorrow at 08:00"; null when the vendor lists no hours. */
  opensNext: string | null;
  /** Today in the vendor's time zone, 0 = Sunday. */
  today: number;
}

export function useOpenNow(vendor: Pick<Vendor, 'is_open' | 'working_hours' | 'country_id'>) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const at = localTime(now, vendorTimeZone(vendor.country_id));
  const hours = vendor.working_hours;
  const hoursSayOpen = hours.length === 0 || isOpenAt(hours, at);
  return {
    open: vendor.is_open && hoursSayOpen,
    opensNext: nextOpening(hours, at),
    today: at.day,
  } satisfies OpenNow;
}
