/**
 * How the sandbox orders a vendor list: by the sort the caller asked for, then, when the caller
 * gave the customer's point, the vendors that deliver there before the ones that do not (each
 * group keeps the asked order). A vendor delivers to a point when `quoteDelivery` says so: within
 * the delivery radius of the vendor, or, for a vendor without a position, inside a served area.
 */
import { PLACED_SORTS, type VendorSort } from '@jara/contracts/api-calls';
import type { Vendor } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { fieldError } from '../http/api-error';
import type { Point } from '../domain/geo';
import type { VendorRow } from '../views/vendor-view';
import { quoteDelivery } from './delivery-quote';

export interface PlacedVendor {
  row: VendorRow;
  vendor: Vendor;
}

type Compare = (a: PlacedVendor, b: PlacedVendor) => number;

const farthestWhenUnknown = (entry: PlacedVendor) =>
  entry.vendor.distance_km ?? Number.POSITIVE_INFINITY;
const slowestWhenUnknown = (entry: PlacedVendor) =>
  entry.vendor.delivery_quote?.time_min ?? Number.POSITIVE_INFINITY;
/** What delivery costs the customer: the quote for their point, else the store's base fee. */
const feeOf = (entry: PlacedVendor) => entry.vendor.delivery_quote?.fee ?? entry.row.delivery_fee;

const COMPARE: Record<VendorSort, Compare> = {
  // More ratings break a tie: 4.8 from 300 customers says more than 4.8 from 20.
  rating: (a, b) => b.row.rating - a.row.rating || b.row.ratings_count - a.row.ratings_count,
  name: (a, b) => a.row.business_name.localeCompare(b.row.business_name),
  delivery_fee: (a, b) => feeOf(a) - feeOf(b),
  distance: (a, b) => farthestWhenUnknown(a) - farthestWhenUnknown(b),
  delivery_time: (a, b) => slowestWhenUnknown(a) - slowestWhenUnknown(b),
};

/**
 * Adds `delivers_to_customer`, `distance_km` and, where it delivers, the `delivery_quote` for the
 * customer's point: the quote checkout charges (`quoteDelivery` from the vendor's own position).
 */
export function placeFor(db: Db, point: Point, entries: PlacedVendor[]): PlacedVendor[] {
  return entries.map(({ row, vendor }) => {
    const quote = quoteDelivery(db, row, null, point);
    const located = row.latitude !== null && row.longitude !== null;
    return {
      row,
      vendor: {
        ...vendor,
        delivers_to_customer: quote.canDeliver,
        distance_km: located ? quote.distanceKm : null,
        ...(quote.canDeliver && {
          delivery_quote: {
            fee: quote.fee,
            time_min: quote.minMinutes,
            time_max: quote.maxMinutes,
          },
        }),
      },
    };
  });
}

export function orderVendors(
  entries: PlacedVendor[],
  sort: VendorSort | undefined,
  placed: boolean,
): PlacedVendor[] {
  if (sort && !placed && (PLACED_SORTS as readonly string[]).includes(sort)) {
    throw fieldError('sort', `Sorting by ${sort.replace('_', ' ')} needs latitude and longitude.`);
  }
  const sorted = sort ? [...entries].sort(COMPARE[sort]) : [...entries];
  if (!placed) return sorted;
  const delivers = (entry: PlacedVendor) => (entry.vendor.delivers_to_customer ? 0 : 1);
  // Array.prototype.sort is stable, so each group keeps the asked order.
  return sorted.sort((a, b) => delivers(a) - delivers(b));
}
