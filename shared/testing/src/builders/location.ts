/** The one delivery-area builder every test shares (Lekki Phase 1), and the delivery check's answer. */
import type { DeliveryCheck, LocationArea } from '@jara/contracts/entities';

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

/** A positive `canDeliver` is served, near `closest` when named. */
export function aDeliveryCheck(canDeliver: number, closest: string | null = null): DeliveryCheck {
  return {
    can_deliver: canDeliver,
    details: { closest_location: closest === null ? null : { name: closest } },
  };
}
