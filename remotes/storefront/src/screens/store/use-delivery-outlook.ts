/**
 * What delivery from this store to the customer's chosen place looks like. The estimate is
 * asked only when the vendor has a position (spec 5) and the customer has chosen a place; the
 * API refuses a place the vendor does not reach (422), which the page shows before any cart.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import type { DeliveryEstimate, Vendor } from '@jara/contracts/entities';
import { deliveryEstimateQuery } from '@jara/query/store-queries';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';

export type DeliveryOutlook =
  | { kind: 'no-place' }
  | { kind: 'no-vendor-position' }
  | { kind: 'checking'; place: string }
  | { kind: 'estimate'; place: string; estimate: DeliveryEstimate }
  | { kind: 'out-of-reach'; place: string }
  | { kind: 'failed'; retry: () => void };

const hasPosition = (point: { latitude: number | null; longitude: number | null }) =>
  point.latitude !== null && point.longitude !== null;

export function useDeliveryOutlook(
  vendor: Pick<Vendor, 'slug' | 'latitude' | 'longitude'>,
): DeliveryOutlook {
  const where = useStore(locationStore, (state) => state.userLocation);
  const asked = hasPosition(vendor) && hasPosition(where);
  const estimate = useQuery({ ...deliveryEstimateQuery(vendor, where), enabled: asked });
  const place = where.address || 'your location';

  if (!hasPosition(where)) return { kind: 'no-place' };
  if (!hasPosition(vendor)) return { kind: 'no-vendor-position' };
  if (estimate.isPending) return { kind: 'checking', place };
  if (estimate.isError) {
    return isApiError(estimate.error) && estimate.error.status === 422
      ? { kind: 'out-of-reach', place }
      : { kind: 'failed', retry: () => void estimate.refetch() };
  }
  return estimate.data
    ? { kind: 'estimate', place, estimate: estimate.data }
    : { kind: 'no-vendor-position' };
}
