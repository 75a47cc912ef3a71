/**
 * The name a customer gave their delivery place ("Lekki Phase 1", a saved address), for saying
 * which stores do not deliver there; null until they choose one.
 */
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';

export function useDeliveryAreaName(): string | null {
  const areaName = useStore(locationStore, (state) => state.userLocation.locationArea?.name);
  const address = useStore(locationStore, (state) => state.userLocation.address);
  const closest = useStore(locationStore, (state) => state.closestLocationName);
  return areaName || address || closest || null;
}
