/** Where the order goes: the delivery place from the location store, or null when none is set. */
import type { DropOff } from '@jara/contracts/entities';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';

export interface DeliveryPoint {
  latitude: number;
  longitude: number;
  /** What the customer recognises, e.g. the area name or their saved address. */
  address: string;
  /** What the rider needs at the door, as saved with the address; null for a bare place. */
  dropOff: DropOff | null;
}

export function useDeliveryPoint(): DeliveryPoint | null {
  // One selector per field: a fresh object per read would re-render forever.
  const latitude = useStore(locationStore, (state) => state.userLocation.latitude);
  const longitude = useStore(locationStore, (state) => state.userLocation.longitude);
  const customerAddress = useStore(locationStore, (state) => state.userLocation.customer_address);
  const address = useStore(locationStore, (state) => state.userLocation.address);
  if (latitude === null || longitude === null) return null;
  return { latitude, longitude, address: customerAddress || address, dropOff: null };
}
