/** The customer's delivery point from the location store, when they have set one. */
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';

export interface CustomerPoint {
  latitude?: number;
  longitude?: number;
}

export function useCustomerPoint(): CustomerPoint {
  // Two selectors, not one object: a fresh object per read would re-render forever.
  const latitude = useStore(locationStore, (state) => state.userLocation.latitude);
  const longitude = useStore(locationStore, (state) => state.userLocation.longitude);
  if (latitude === null || longitude === null) return {};
  return { latitude, longitude };
}
