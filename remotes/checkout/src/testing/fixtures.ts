/**
 * Checkout's own test data in the contract's shapes: the answers of the checkout's delivery and
 * payment quotes. Each test overrides only the fields it is about. Every entity (cart and its
 * lines, product, saved address, payment check, order, vendor, wallet) comes from the shared
 * builders (`@jara/testing/builders/*`).
 */
import type { CheckoutDeliveryInfo, PaymentInfo } from '@jara/contracts/entities';

export function aDeliveryInfo(overrides: Partial<CheckoutDeliveryInfo> = {}): CheckoutDeliveryInfo {
  return {
    can_deliver: 1,
    delivery_time_min: 30,
    delivery_time_max: 45,
    delivery_fee: 800,
    currency: 'NGN',
    ...overrides,
  };
}

export function aPaymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    subtotal: 2500,
    delivery_fee: 800,
    service_fee: 100,
    discount_amount: 0,
    discount_code: null,
    total: 3400,
    currency: 'NGN',
    ...overrides,
  };
}
