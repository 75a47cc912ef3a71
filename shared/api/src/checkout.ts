/** Checkout calls of spec 7, plus placing the order (a sandbox extension of the contract). */
import type { PlaceOrderBody } from '@jara/contracts/api-calls';
import { checkoutOffersSchema } from '@jara/contracts/checkout-offer';
import { orderSlotsSchema } from '@jara/contracts/delivery-slot';
import type { DeliveryType } from '@jara/contracts/entities';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getCheckoutDeliveryInfo(
  cartId: string,
  point: { longitude: number; latitude: number },
  options?: RequestOptions,
) {
  return callMain(
    'GET marketplace/cart/{id}/checkout/delivery_info',
    {
      path: { id: cartId },
      query: { info_type: 'delivery', longitude: point.longitude, latitude: point.latitude },
    },
    options,
  );
}

export interface PaymentInfoQuery {
  discount_code?: string;
  info_type: DeliveryType;
  longitude: number;
  latitude: number;
  customer_address: string;
  scheduled_for?: string;
}

export function getPaymentInfo(cartId: string, query: PaymentInfoQuery, options?: RequestOptions) {
  return callMain(
    'GET marketplace/cart/{id}/checkout/payment_info',
    { path: { id: cartId }, query },
    options,
  );
}

/** The codes the customer holds and the current offers, each saying whether it applies here. */
export function getCheckoutOffers(cartId: string, options?: RequestOptions) {
  return callMain('GET marketplace/cart/{id}/checkout/offers', { path: { id: cartId } }, options, {
    dataSchema: checkoutOffersSchema,
  });
}

/** The slots the cart's store takes ahead, checked: a wrong shape would offer times it refuses. */
export function getOrderSlots(
  cartId: string,
  query: { info_type: DeliveryType; longitude: number; latitude: number },
  options?: RequestOptions,
) {
  return callMain(
    'GET marketplace/cart/{id}/checkout/slots',
    { path: { id: cartId }, query },
    options,
    {
      dataSchema: orderSlotsSchema,
    },
  );
}

export function placeOrder(body: PlaceOrderBody, options?: RequestOptions) {
  return callMain('POST /marketplace/orders', { body }, options);
}
