import type { Cart, DeliveryType, PaymentInfo, WorkingHours } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import type { Point } from '../domain/geo';
import { formatMoney } from '../domain/money';
import { closedMessage } from '../domain/next-opening';
import { serviceFee } from '../domain/pricing';
import { ApiError, fieldError } from '../http/api-error';
import type { VendorRow } from '../views/vendor-view';
import { quoteDelivery } from './delivery-quote';
import { applyDiscount, type AppliedDiscount } from './discounts';

export interface CheckoutInput {
  deliveryType: DeliveryType;
  destination: Point;
  discountCode?: string | undefined;
  customerId: number;
  now: number;
}

export interface CheckoutTotals {
  info: PaymentInfo;
  discount: AppliedDiscount | null;
  /** The delivery ETA quoted now, in minutes; null for a pickup. */
  eta: { min: number; max: number } | null;
}

/** Refuses a cart that cannot be ordered as it stands (or now), naming what to fix. */
export function assertOrderable(cart: Cart, vendor: VendorRow, now: number): void {
  if (cart.items.length === 0) throw new ApiError(422, 'Your cart is empty.');
  const hours = JSON.parse(vendor.working_hours) as WorkingHours[];
  const closed = closedMessage(vendor.business_name, hours, vendor.utc_offset_minutes, now);
  if (closed) throw new ApiError(422, closed);
  const unavailable = cart.items.filter((item) => !item.is_available).map((item) => item.name);
  if (unavailable.length > 0) {
    throw new ApiError(
      422,
      `Remove the unavailable items before checking out: ${unavailable.join(', ')}.`,
    );
  }
  if (cart.subtotal < vendor.minimum_order) {
    const minimum = formatMoney(vendor.minimum_order, vendor.currency);
    throw new ApiError(422, `${vendor.business_name} needs an order of at least ${minimum}.`);
  }
}

/** The price breakdown of a cart at checkout, with its delivery fee and discount. */
export function checkoutTotals(
  db: Db,
  cart: Cart,
  vendor: VendorRow,
  input: CheckoutInput,
): CheckoutTotals {
  assertOrderable(cart, vendor, input.now);
  let deliveryFee = 0;
  let eta: CheckoutTotals['eta'] = null;
  if (input.deliveryType === 'delivery') {
    const quote = quoteDelivery(db, vendor, null, input.destination);
    if (!quote.canDeliver) {
      throw fieldError('latitude', `${vendor.business_name} does not deliver to this address.`);
    }
    deliveryFee = quote.fee;
    eta = { min: quote.minMinutes, max: quote.maxMinutes };
  }
  const discount = input.discountCode
    ? applyDiscount(db, {
        code: input.discountCode,
        customerId: input.customerId,
        subtotal: cart.subtotal,
        currency: cart.currency,
        now: input.now,
      })
    : null;
  const service = serviceFee(cart.subtotal, cart.currency);
  const discountAmount = discount?.amount ?? 0;
  return {
    discount,
    eta,
    info: {
      subtotal: cart.subtotal,
      delivery_fee: deliveryFee,
      service_fee: service,
      discount_amount: discountAmount,
      discount_code: discount?.code ?? null,
      total: cart.subtotal + deliveryFee + service - discountAmount,
      currency: cart.currency,
    },
  };
}
