/** A ready-made plan as the plans API's catalogue lists it, at a price a test chooses. */
import type { PlanCatalogue, PlanChoice, PlanOffer } from '@jara/contracts/plans';

const LAUNDRY: PlanChoice = {
  service: 'laundry',
  kind: 'plan',
  unit: 'bags',
  quantity: 2,
  care: 'wash_fold',
  pickups_per_month: 2,
};

export function planOffer(
  id: string,
  total: number,
  currency: PlanCatalogue['currency'],
): PlanOffer {
  return {
    id,
    name: id,
    description: id,
    choice: LAUNDRY,
    price: {
      service: 'laundry',
      kind: 'plan',
      amount: total,
      discount_amount: 0,
      code_discount_percent: 0,
      delivery_fee: 0,
      total,
      currency,
      visits: 2,
    },
  };
}
