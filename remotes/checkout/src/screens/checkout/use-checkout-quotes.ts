/**
 * What the checkout asks the server about a cart: delivery (can it go there, how long, how
 * much) and then the payment breakdown with any discount code. Both are asked again whenever
 * the cart, the place, the delivery type, the time or the code changes. A delivery waits for a
 * place and its breakdown for a positive can_deliver (spec 5) and for the time (now or a slot
 * ahead, `useOrderTime`); a pickup asks no delivery question and is priced at the vendor's own
 * address. `withoutCode` is the breakdown without the code: the totals that stay on screen, and
 * that the order is placed at, while a refused code is shown beside its field.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import type { PaymentInfoQuery } from '@jara/api/checkout';
import type { Cart, Vendor } from '@jara/contracts/entities';
import { deliveryInfoQuery, paymentInfoQuery } from '@jara/query/checkout-queries';
import { cartVersion } from './cart-version';
import type { DeliveryChoice } from './use-delivery-choice';
import { useOrderTime } from './use-order-time';

export type CheckoutVendor = Pick<Vendor, 'address' | 'latitude' | 'longitude'>;

function pricedAt(choice: DeliveryChoice, vendor: CheckoutVendor | undefined) {
  if (choice.type === 'delivery') return { info_type: 'delivery' as const, ...choice.point };
  if (choice.type === 'pickup' && vendor) {
    return {
      info_type: 'pickup' as const,
      latitude: vendor.latitude ?? 0,
      longitude: vendor.longitude ?? 0,
      address: vendor.address,
      dropOff: null,
    };
  }
  return null;
}

export function useCheckoutQuotes(
  cart: Cart,
  choice: DeliveryChoice,
  vendor: CheckoutVendor | undefined,
  discountCode: string,
) {
  const version = cartVersion(cart);
  const deliveryPoint = choice.type === 'delivery' ? choice.point : null;
  const delivery = useQuery(deliveryInfoQuery(cart.uuid, version, deliveryPoint));
  const deliverable =
    choice.type === 'pickup' ? vendor !== undefined : (delivery.data?.can_deliver ?? 0) > 0;

  const place = deliverable ? pricedAt(choice, vendor) : null;
  const time = useOrderTime(
    cart.uuid,
    place && { info_type: place.info_type, latitude: place.latitude, longitude: place.longitude },
  );
  const { scheduledFor } = time;
  const asked: PaymentInfoQuery | null =
    place && scheduledFor !== undefined
      ? {
          info_type: place.info_type,
          latitude: place.latitude,
          longitude: place.longitude,
          customer_address: place.address,
          ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
        }
      : null;
  const withCode = asked && discountCode ? { ...asked, discount_code: discountCode } : asked;
  const payment = useQuery(paymentInfoQuery(cart.uuid, version, withCode));
  // Only a refusal of the code itself: a closed store or a minimum order is not a code problem.
  const codeRefused =
    Boolean(discountCode) &&
    isApiError(payment.error) &&
    payment.error.fieldError('discount_code') !== undefined;
  // Asked only once the code is refused; usually answered from the cache of the step before.
  const withoutCode = useQuery(paymentInfoQuery(cart.uuid, version, codeRefused ? asked : null));

  /** The totals the order is placed at: without a refused code, so it never blocks the order. */
  const priced = deliverable ? ((codeRefused ? withoutCode.data : payment.data) ?? null) : null;
  return { delivery, deliverable, payment, withoutCode, codeRefused, priced, place, time };
}
