/** A plan order and its payment as the plans API answers them: paid unless a test says otherwise. */
import type { PlanPayment, PlanSubscription } from '@jara/contracts/plans';

export function aPlanSubscription(overrides: Partial<PlanSubscription> = {}): PlanSubscription {
  return {
    reference: 'PAY-100',
    choice: {
      service: 'laundry',
      kind: 'plan',
      unit: 'bags',
      quantity: 2,
      care: 'wash_iron',
      pickups_per_month: 4,
    },
    price: {
      service: 'laundry',
      kind: 'plan',
      amount: 40000,
      discount_amount: 4000,
      code_discount_percent: 5,
      delivery_fee: 0,
      total: 36000,
      currency: 'NGN',
      visits: 4,
    },
    discount_code: 'FRESH5',
    address: '12 Allen Avenue, Ikeja',
    drop_off: null,
    start_date: '2026-12-07',
    status: 'active',
    created_at: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

export function aPlanPayment(overrides: Partial<PlanPayment> = {}): PlanPayment {
  return {
    reference: 'PAY-100',
    status: 'succeeded',
    failure_reason: null,
    subscription: aPlanSubscription(),
    ...overrides,
  };
}
