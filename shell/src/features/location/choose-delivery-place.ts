/**
 * Choosing where to deliver (spec sections 4 and 5): the place is checked with
 * `check_delivery_location`; delivery is available only for a positive `can_deliver`, and then the
 * place is shared with every bundle through the location store. Otherwise the location data is
 * reset and availability is false.
 */
import { checkDeliveryLocation, type DeliveryAvailability } from '@jara/api/delivery';
import type { LocationArea } from '@jara/contracts/entities';
import { locationStore } from '@jara/state/location-store';

export interface DeliveryPlace {
  latitude: number;
  longitude: number;
  /** What the customer recognises: an area name, a saved address, "Current location". */
  address: string;
  customer_address: string;
  locationArea: LocationArea | null;
}

export async function chooseDeliveryPlace(place: DeliveryPlace): Promise<DeliveryAvailability> {
  const availability = await checkDeliveryLocation({
    latitude: place.latitude,
    longitude: place.longitude,
  });
  const store = locationStore.getState();
  if (availability.available) {
    store.setUserLocation({
      latitude: place.latitude,
      longitude: place.longitude,
      address: place.address,
      locationArea: place.locationArea,
      customer_address: place.customer_address,
    });
    store.setDeliveryCheck(availability.canDeliver, availability.closestLocationName);
  } else {
    store.resetLocation();
  }
  return availability;
}
