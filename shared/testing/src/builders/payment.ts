/**
 * The one payment-check builder every test shares (`PaymentVerification`, the answer to "was
 * this payment made?"): a card payment that succeeded, for an order by default (the order then
 * waits for the store), or for a wallet top-up.
 */
import type { PaymentVerification } from '@jara/contracts/entities';
import { anOrder } from './order';

export function aVerification(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  const order = anOrder({
    payment_method: 'card',
    paid_with: 'card',
    status: 'pending',
    status_history: [{ status: 'pending', at: '2025-03-01T12:00:00Z' }],
  });
  return {
    reference: 'PAY-1',
    purpose: 'order',
    status: 'succeeded',
    amount: order.total,
    currency: order.currency,
    failure_reason: null,
    method: 'card',
    order,
    ...overrides,
  };
}

/** A wallet top-up of ₦5,000 that succeeded: no order. */
export function aTopUpCheck(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  return aVerification({
    reference: 'PAY-123',
    purpose: 'wallet_funding',
    amount: 5_000,
    order: null,
    ...overrides,
  });
}
