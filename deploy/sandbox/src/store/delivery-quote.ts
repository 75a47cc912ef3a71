import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { distanceKm, type Point } from '../domain/geo';
import {
  AREA_RADIUS_KM,
  DELIVERY_RADIUS_KM,
  deliveryFee,
  deliveryMinutes,
} from '../domain/pricing';
import type { VendorRow } from '../views/vendor-view';

export interface AreaRow {
  id: number;
  name: string;
  state: string;
  country_code: 'NG' | 'KE';
  latitude: number;
  longitude: number;
}

export interface DeliveryQuote {
  canDeliver: boolean;
  distanceKm: number;
  fee: number;
  minMinutes: number;
  maxMinutes: number;
}

/** Vendors without coordinates ship nationwide in one to three days. */
const NATIONWIDE_MINUTES = { min: 24 * 60, max: 72 * 60 };

export function areasOf(db: Db, country: string): AreaRow[] {
  return sql(db, 'SELECT * FROM location_areas WHERE country_code = ? ORDER BY id').all(
    country,
  ) as AreaRow[];
}

/** The served area nearest to `point`, if the point is inside one. */
export function servingArea(db: Db, country: string, point: Point): AreaRow | null {
  let best: { area: AreaRow; km: number } | null = null;
  for (const area of areasOf(db, country)) {
    const km = distanceKm(point, area);
    if (!best || km < best.km) best = { area, km };
  }
  return best && best.km <= AREA_RADIUS_KM ? best.area : null;
}

export function quoteDelivery(
  db: Db,
  vendor: VendorRow,
  from: Point | null,
  to: Point,
): DeliveryQuote {
  const origin =
    from ??
    (vendor.latitude !== null && vendor.longitude !== null
      ? { latitude: vendor.latitude, longitude: vendor.longitude }
      : null);
  if (!origin) {
    return {
      canDeliver: servingArea(db, vendor.country_code, to) !== null,
      distanceKm: 0,
      fee: vendor.delivery_fee,
      minMinutes: NATIONWIDE_MINUTES.min,
      maxMinutes: NATIONWIDE_MINUTES.max,
    };
  }
  const km = distanceKm(origin, to);
  const minutes = deliveryMinutes(vendor.prep_time_minutes, km);
  return {
    canDeliver: km <= DELIVERY_RADIUS_KM,
    distanceKm: Math.round(km * 10) / 10,
    fee: deliveryFee(vendor.delivery_fee, km, vendor.currency),
    minMinutes: minutes.min,
    maxMinutes: minutes.max,
  };
}
