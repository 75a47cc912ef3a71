/**
 * Order helpers for the orders remote's tests, over the shared `anOrder` builder
 * (`@jara/testing/builders/order`: a complete, delivered order by default).
 */
import type { Order } from '@jara/contracts/entities';
import { anOrder } from '@jara/testing/builders/order';

/** An order still moving, as far as `status` (its history stops there). */
export function makeActiveOrder(status: Order['status'], overrides: Partial<Order> = {}): Order {
  const base = anOrder(overrides);
  const upTo = base.status_history.findIndex((change) => change.status === status);
  return {
    ...base,
    status,
    status_history: base.status_history.slice(0, upTo + 1),
    ...overrides,
  };
}
