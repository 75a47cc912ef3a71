/**
 * The entities the shell's tests answer at the network: each a valid example, with what a test
 * cares about overridable.
 */
import type { Customer, DeliveryCheck, LocationArea } from '@jara/contracts/entities';

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    name: 'Ada',
    email: 'ada@jara.test',
    phone: '',
    domicile_location: 'NG',
    ...overrides,
  };
}

export function anArea(overrides: Partial<LocationArea> = {}): LocationArea {
  return {
    id: 1,
    name: 'Lekki Phase 1',
    state: 'Lagos',
    country_code: 'NG',
    latitude: 6.44,
    longitude: 3.47,
    ...overrides,
  };
}

/** The delivery check's answer: a positive `canDeliver` is served, near `closest` when named. */
export function aDeliveryCheck(canDeliver: number, closest: string | null = null): DeliveryCheck {
  return {
    can_deliver: canDeliver,
    details: { closest_location: closest === null ? null : { name: closest } },
  };
}
