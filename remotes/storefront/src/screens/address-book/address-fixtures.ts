/** Saved addresses and a picked place for the address book's tests. */
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { SavedAddress } from '@jara/contracts/entities';

export function anAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    uuid: 'home',
    label: 'Home',
    address: '12 Admiralty Road, Lekki Phase 1, Lagos',
    latitude: 6.4474,
    longitude: 3.4719,
    is_default: true,
    area: 'Lekki Phase 1',
    street: '12 Admiralty Road',
    landmark: 'Blue gate beside the pharmacy',
    phone: null,
    ...overrides,
  };
}

export const OFFICE = anAddress({
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
  locationArea: {
    id: 3,
    name: 'Yaba',
    state: 'Lagos',
    country_code: 'NG',
    latitude: 6.5095,
    longitude: 3.3711,
  },
};
