/**
 * The address book's other saved address and a picked place, for its tests. The customer's home
 * address is `aSavedAddress()` from the shared builder; the office is built on it.
 */
import type { PickedPlace } from '@jara/contracts/bus-events';
import { aSavedAddress } from '@jara/testing/builders/address';
import { anArea } from '@jara/testing/builders/location';

export const OFFICE = aSavedAddress({
  uuid: 'office',
  label: 'Office',
  address: '4 Adeola Odeku Street, Victoria Island, Lagos',
  is_default: false,
  area: 'Victoria Island',
  street: '4 Adeola Odeku Street',
  landmark: null,
  phone: '+234 801 234 5678',
});

export const YABA: PickedPlace = {
  latitude: 6.5095,
  longitude: 3.3711,
  address: 'Yaba',
  customer_address: 'Yaba, Lagos',
  locationArea: anArea({ id: 3, name: 'Yaba', latitude: 6.5095, longitude: 3.3711 }),
};
