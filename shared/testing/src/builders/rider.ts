/**
 * The rider builder: a Lagos rider a third of the way from a Victoria Island kitchen to a Lekki
 * door, as the sandbox reports one (it passes `orderRiderSchema`). With `anOrder`, an order out
 * for delivery: `anOrder({ status: 'in_transit', rider: aRider() })`.
 */
import type { OrderRider } from '@jara/contracts/entities';

export function aRider(overrides: Partial<OrderRider> = {}): OrderRider {
  return {
    name: 'Tunde Bakare',
    phone: '+2348031234567',
    vehicle: 'Motorbike · LND 482 KJ',
    position: { latitude: 6.437, longitude: 3.435 },
    route: [
      { latitude: 6.43, longitude: 3.42 },
      { latitude: 6.437, longitude: 3.42 },
      { latitude: 6.437, longitude: 3.4719 },
      { latitude: 6.4474, longitude: 3.4719 },
    ],
    distance_left_km: 2.4,
    progress: 0.35,
    eta: '2025-03-01T12:42:00.000Z',
    located_at: '2025-03-01T12:35:00.000Z',
    ...overrides,
  };
}
