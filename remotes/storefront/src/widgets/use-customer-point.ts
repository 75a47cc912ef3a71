/** The customer's delivery point from the location store, when they have set one. */
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';

export interface CustomerPoint {
  latitude?: number;
  longitude?: number;
}

function pointOf(latitude: number | null, longitude: number | null): CustomerPoint {
  if (latitude === null || longitude === null) return {};
  return { latitude, longitude };
}

/** The point as the store holds it now, for a prefetch outside React. */
export function currentCustomerPoint(): CustomerPoint {
  const { latitude, longitude } = locationStore.getState().userLocation;
  return pointOf(latitude, longitude);
}

export function useCustomerPoint(): CustomerPoint {
  // Two selectors, not one object: a fresh object per read would re-render forever.
  const latitude = useStore(locationStore, (state) => state.userLocation.latitude);
  const longitude = useStore(locationStore, (state) => state.userLocation.longitude);
  return pointOf(latitude, longitude);
}
