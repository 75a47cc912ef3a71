/**
 * Query keys and fetchers of the checkout: can the vendor deliver there (and for how much), and
 * the payment breakdown with any discount code. A cart's `version` (its items and subtotal) is in
 * both keys, so a changed cart is asked about again. Both reads are silent: the checkout shows
 * their failures (a refused code, a closed store) in place, where a toast would say it twice. The API module is imported when a fetch
 * runs (see marketplace-queries.ts).
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PaymentInfoQuery } from '@jara/api/checkout';
import type { DeliveryType } from '@jara/contracts/entities';
import { PERSONAL } from './personal-queries';

const checkoutApi = () => import('@jara/api/checkout');

export interface CheckoutPoint {
  latitude: number;
  longitude: number;
}

export const checkoutKeys = {
  all: ['checkout'] as const,
  delivery: (cartId: string, version: string, point: CheckoutPoint | null) =>
    [...checkoutKeys.all, 'delivery', cartId, version, point] as const,
  payment: (cartId: string, version: string, query: PaymentInfoQuery | null) =>
    [...checkoutKeys.all, 'payment', cartId, version, query] as const,
  offers: (cartId: string, version: string) =>
    [...checkoutKeys.all, 'offers', cartId, version] as const,
  /** Every place's slots of one cart. */
  cartSlots: (cartId: string) => [...checkoutKeys.all, 'slots', cartId] as const,
  slots: (cartId: string, place: SlotsPlace | null) =>
    [...checkoutKeys.cartSlots(cartId), place] as const,
};

/** The codes the customer could use on this cart, each saying whether it applies (silent). */
export function checkoutOffersQuery(cartId: string, version: string) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: checkoutKeys.offers(cartId, version),
    queryFn: async ({ signal }) =>
      (await checkoutApi()).getCheckoutOffers(cartId, { signal, silent: true }),
  });
}

/** Where the order goes: a delivery's ride is part of how early a slot can be. */
export interface SlotsPlace extends CheckoutPoint {
  info_type: DeliveryType;
}

/**
 * The slots the cart's store takes ahead (and whether it takes orders now), for that place.
 * Asked again after a minute: slots pass as the clock moves.
 */
export function orderSlotsQuery(cartId: string, place: SlotsPlace | null) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: checkoutKeys.slots(cartId, place),
    staleTime: 60_000,
    queryFn: place
      ? async ({ signal }) =>
          (await checkoutApi()).getOrderSlots(cartId, place, { signal, silent: true })
      : skipToken,
  });
}

/** Nothing is asked without a delivery place (`point` null). */
export function deliveryInfoQuery(cartId: string, version: string, point: CheckoutPoint | null) {
  const place = point && { latitude: point.latitude, longitude: point.longitude };
  return queryOptions({
    meta: PERSONAL,
    queryKey: checkoutKeys.delivery(cartId, version, place),
    queryFn: place
      ? async ({ signal }) =>
          (await checkoutApi()).getCheckoutDeliveryInfo(cartId, place, { signal, silent: true })
      : skipToken,
  });
}

/** Nothing is asked until delivery is possible (`query` null): spec 5, a positive can_deliver. */
export function paymentInfoQuery(cartId: string, version: string, query: PaymentInfoQuery | null) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: checkoutKeys.payment(cartId, version, query),
    queryFn: query
      ? async ({ signal }) =>
          (await checkoutApi()).getPaymentInfo(cartId, query, { signal, silent: true })
      : skipToken,
  });
}
