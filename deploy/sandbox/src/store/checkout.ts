import type { Cart, DeliveryType, PaymentInfo, WorkingHours } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import type { Point } from '../domain/geo';
import { formatMoney } from '../domain/money';
import { closedMessage } from '../domain/next-opening';
import { serviceFee } from '../domain/pricing';
import { ApiError, fieldError } from '../http/api-error';
import type { VendorRow } from '../views/vendor-view';
import { quoteDelivery, type DeliveryQuote } from './delivery-quote';
import { applyDiscount, type AppliedDiscount } from './discounts';
import { leadMinutes, requireSlot, type Schedule } from './order-slots';

export interface CheckoutInput {
  deliveryType: DeliveryType;
  destination: Point;
  discountCode?: string | undefined;
  /** The start of the slot the order is placed ahead for; none for "as soon as possible". */
  scheduledFor?: string | undefined;
  customerId: number;
  now: number;
}

export interface CheckoutTotals {
  info: PaymentInfo;
  discount: AppliedDiscount | null;
  /** The delivery ETA quoted now, in minutes; null for a pickup. */
  eta: { min: number; max: number } | null;
  schedule: Schedule | null;
}

/**
 * Refuses a cart that cannot be ordered as it stands (or now, unless it is ordered ahead for a
 * slot, checked on its own), naming what to fix.
 */
export function assertOrderable(cart: Cart, vendor: VendorRow, now: number, ahead: boolean): void {
  if (cart.items.length === 0) throw new ApiError(422, 'Your cart is empty.');
  const hours = JSON.parse(vendor.working_hours) as WorkingHours[];
  const closed = closedMessage(vendor.business_name, hours, vendor.utc_offset_minutes, now);
  if (closed && !ahead) throw new ApiError(422, closed);
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
  assertOrderable(cart, vendor, input.now, input.scheduledFor !== undefined);
  let quote: DeliveryQuote | null = null;
  if (input.deliveryType === 'delivery') {
    quote = quoteDelivery(db, vendor, null, input.destination);
    if (!quote.canDeliver) {
      throw fieldError('latitude', `${vendor.business_name} does not deliver to this address.`);
    }
  }
  const deliveryFee = quote?.fee ?? 0;
  const eta = quote && { min: quote.minMinutes, max: quote.maxMinutes };
  const lead = leadMinutes(vendor, quote);
  const schedule =
    input.scheduledFor === undefined
      ? null
      : requireSlot(vendor, lead, input.scheduledFor, input.now);
  const discount = input.discountCode
    ? applyDiscount(db, {
        code: input.discountCode,
        customerId: input.customerId,
        cartId: cart.uuid,
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
    schedule,
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
