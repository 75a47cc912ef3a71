/**
 * Switching country (NG <-> KE). The country is remembered on the device and becomes the
 * `location` header of every call; a place chosen in the other country no longer applies.
 */
import { bus } from '@jara/bus';
import type { CountryCode } from '@jara/contracts/constants';
import { locationStore } from '@jara/state/location-store';

export function changeCountry(country: CountryCode): void {
  const store = locationStore.getState();
  if (store.country === country) return;
  store.setCountry(country);
  store.resetLocation();
  bus.emit('location:changed', { country });
}
