/** Checkout calls of spec 7, plus placing the order (a sandbox extension of the contract). */
import type { PlaceOrderBody } from '@jara/contracts/api-calls';
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
}

export function getPaymentInfo(cartId: string, query: PaymentInfoQuery, options?: RequestOptions) {
  return callMain(
    'GET marketplace/cart/{id}/checkout/payment_info',
    { path: { id: cartId }, query },
    options,
  );
}

export function placeOrder(body: PlaceOrderBody, options?: RequestOptions) {
  return callMain('POST /marketplace/orders', { body }, options);
}
