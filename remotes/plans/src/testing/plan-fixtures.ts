/** Answers of the plans API as the sandbox gives them, for screens under test. */
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { PlanAmount, PlanDeliveryCheck, PlanDiscountCheck } from '@jara/contracts/plans';

export function planAmount(overrides: Partial<PlanAmount> = {}): PlanAmount {
  return {
    service: 'laundry',
    kind: 'plan',
    amount: 20_000,
    discount_amount: 0,
    code_discount_percent: 0,
    delivery_fee: 0,
    total: 20_000,
    currency: 'NGN',
    visits: 2,
    ...overrides,
  };
}

export const LEKKI: PickedPlace = {
  latitude: 6.4474,
  longitude: 3.4723,
  address: 'Lekki Phase 1',
  customer_address: 'Lekki Phase 1, Lagos',
  locationArea: null,
};

export function served(name = 'Lekki', fee = 0): PlanDeliveryCheck {
  return { can_deliver: 1, details: { closest_location: { name } }, delivery_fee: fee };
}

export const NOT_SERVED: PlanDeliveryCheck = {
  can_deliver: 0,
  details: { closest_location: null },
  delivery_fee: 0,
};

export function discountCheck(overrides: Partial<PlanDiscountCheck> = {}): PlanDiscountCheck {
  return { expired: false, discount_percent: 15, options: [], ...overrides };
}
