/**
 * The one saved-address builder every test shares: the customer's default home address in Lekki
 * Phase 1, with the street and landmark a rider needs.
 */
import type { SavedAddress } from '@jara/contracts/entities';

export function aSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    uuid: 'home',
    label: 'Home',
    address: '12 Admiralty Road, Lekki Phase 1, Lagos',
    latitude: 6.4474,
    longitude: 3.4719,
    is_default: true,
    area: 'Lekki Phase 1',
    street: '12 Admiralty Road',
    building: null,
    landmark: 'Blue gate beside the pharmacy',
    phone: null,
    instructions: null,
    ...overrides,
  };
}
