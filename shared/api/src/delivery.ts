/** Location and delivery calls of spec 7, with the delivery rules of spec 5. */
import type {
  DeliveryCheck,
  DeliveryEstimate,
  UserLocation,
  Vendor,
} from '@jara/contracts/entities';
import { z } from 'zod/mini';
import { BACKGROUND } from './call-behaviours';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export interface DeliveryAvailability {
  /** Spec 5: delivery requires a positive `can_deliver`. */
  available: boolean;
  canDeliver: number;
  closestLocationName: string | null;
}

/** Spec 7: the check "reads can_deliver and details.closest_location.name". */
const deliveryCheckSchema = z.object({
  can_deliver: z.number(),
  details: z.nullish(z.object({ closest_location: z.nullish(z.object({ name: z.string() })) })),
});

export function toDeliveryAvailability(check: DeliveryCheck): DeliveryAvailability {
  return {
    available: check.can_deliver > 0,
    canDeliver: check.can_deliver,
    closestLocationName: check.details?.closest_location?.name ?? null,
  };
}

export async function checkDeliveryLocation(
  point: { longitude: number; latitude: number },
  options?: RequestOptions,
): Promise<DeliveryAvailability> {
  const check = await callMain(
    'GET marketplace/check_delivery_location',
    { query: { longitude: point.longitude, latitude: point.latitude } },
    options,
    { dataSchema: deliveryCheckSchema },
  );
  return toDeliveryAvailability(check);
}

/** Spec 7: the estimate "reads delivery_time_min and delivery_time_max". */
const deliveryEstimateSchema = z.object({
  delivery_time_min: z.number(),
  delivery_time_max: z.number(),
});

/** 0 is a real latitude (Kenya sits on the equator), so only a missing number counts as none. */
function isCoordinate(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Spec 5: the estimated delivery cost is requested only if the vendor has a latitude; without
 * one (or without the customer's own position) this resolves to null and sends nothing.
 */
export async function estimateDelivery(
  vendor: Pick<Vendor, 'slug' | 'latitude' | 'longitude'>,
  customer: Pick<UserLocation, 'latitude' | 'longitude' | 'customer_address'>,
  options?: RequestOptions,
): Promise<DeliveryEstimate | null> {
  if (!isCoordinate(vendor.latitude) || !isCoordinate(vendor.longitude)) return null;
  if (!isCoordinate(customer.latitude) || !isCoordinate(customer.longitude)) return null;
  return callMain(
    'GET marketplace/delivery_location',
    {
      query: {
        customer_long: customer.longitude,
        customer_lat: customer.latitude,
        vendor_lat: vendor.latitude,
        vendor_long: vendor.longitude,
        customer_address: customer.customer_address,
        vendor_slug: vendor.slug,
      },
    },
    options,
    { ...BACKGROUND, dataSchema: deliveryEstimateSchema },
  );
}

export function getLocationAreas(options?: RequestOptions) {
  return callMain('GET /location_areas', {}, options);
}
