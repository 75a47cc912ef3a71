/**
 * Checkout's own test data in the contract's shapes: the answers of the checkout's delivery and
 * payment quotes and of the slots it offers ahead. Each test overrides only the fields it is about. Every entity (cart and its
 * lines, product, saved address, payment check, order, vendor, wallet) comes from the shared
 * builders (`@jara/testing/builders/*`).
 */
import type { OrderSlots } from '@jara/contracts/delivery-slot';
import type { CheckoutDeliveryInfo, PaymentInfo } from '@jara/contracts/entities';

const HALF_HOUR_MS = 1_800_000;
const iso = (at: number) => new Date(at).toISOString();

/** Two half-hour slots tomorrow in Lagos, 12:00–12:30 and 12:30–13:00, whatever today is. */
export function tomorrowsSlots(): OrderSlots['slots'] {
  const lagosNow = new Date(Date.now() + 3_600_000);
  const noon = Date.UTC(
    lagosNow.getUTCFullYear(),
    lagosNow.getUTCMonth(),
    lagosNow.getUTCDate() + 1,
    11,
  );
  return [0, 1].map((index) => ({
    starts_at: iso(noon + index * HALF_HOUR_MS),
    ends_at: iso(noon + (index + 1) * HALF_HOUR_MS),
  }));
}

/** An open store with tomorrow's slots ahead, unless a test says otherwise. */
export function someSlots(overrides: Partial<OrderSlots> = {}): OrderSlots {
  return { open_now: true, slots: tomorrowsSlots(), ...overrides };
}

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
