/**
 * Query keys and fetchers of the checkout: can the vendor deliver there (and for how much), and
 * the payment breakdown with any discount code. A cart's `version` (its items and subtotal) is in
 * both keys, so a changed cart is asked about again.
 */
import { queryOptions } from '@tanstack/react-query';
import { getCheckoutDeliveryInfo, getPaymentInfo, type PaymentInfoQuery } from '@jara/api/checkout';

export interface CheckoutPoint {
  latitude: number;
  longitude: number;
}

export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The checkout's read of the stored carts, done when the screen opens. */
  cartRefresh: (cartId: string) => [...checkoutKeys.all, 'cart-refresh', cartId] as const,
  delivery: (cartId: string, version: string, point: CheckoutPoint) =>
    [...checkoutKeys.all, 'delivery', cartId, version, point] as const,
  payment: (cartId: string, version: string, query: PaymentInfoQuery) =>
    [...checkoutKeys.all, 'payment', cartId, version, query] as const,
};

export function deliveryInfoQuery(cartId: string, version: string, point: CheckoutPoint) {
  const { latitude, longitude } = point;
  return queryOptions({
    queryKey: checkoutKeys.delivery(cartId, version, { latitude, longitude }),
    queryFn: ({ signal }) => getCheckoutDeliveryInfo(cartId, { latitude, longitude }, { signal }),
  });
}

export function paymentInfoQuery(cartId: string, version: string, query: PaymentInfoQuery) {
  return queryOptions({
    queryKey: checkoutKeys.payment(cartId, version, query),
    queryFn: ({ signal }) => getPaymentInfo(cartId, query, { signal }),
  });
}
