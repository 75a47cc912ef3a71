/**
 * The customer choosing where to shop (NG <-> KE): the choice is remembered on the device and is
 * in effect on every page that does not decide its own country (see page-country); a place
 * chosen in the other country no longer applies.
 */
import { bus } from '@jara/bus';
import type { CountryCode } from '@jara/contracts/constants';
import { locationStore } from '@jara/state/location-store';

export function changeCountry(country: CountryCode): void {
  const store = locationStore.getState();
  if (store.chosenCountry === country) return;
  store.setCountry(country);
  store.resetLocation();
  bus.emit('location:changed', { country });
}
