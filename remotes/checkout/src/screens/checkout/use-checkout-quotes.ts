/**
 * What the checkout asks the server about a cart: delivery (can it go there, how long, how
 * much) and then the payment breakdown with any discount code. Both are asked again whenever
 * the cart, the place or the code changes. Nothing is asked without a delivery place, and the
 * payment breakdown waits until delivery is possible (spec 5: a positive can_deliver).
 */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { deliveryInfoQuery, paymentInfoQuery } from '@jara/query/checkout-queries';
import { cartItemCount } from '@jara/state/cart-store';
import type { DeliveryPoint } from './use-delivery-point';

export function useCheckoutQuotes(cart: Cart, point: DeliveryPoint | null, discountCode: string) {
  const version = `${cartItemCount(cart)}:${cart.subtotal}`;
  const delivery = useQuery(deliveryInfoQuery(cart.uuid, version, point));
  const deliverable = (delivery.data?.can_deliver ?? 0) > 0;

  const paymentAsked =
    point && deliverable
      ? {
          info_type: 'delivery' as const,
          longitude: point.longitude,
          latitude: point.latitude,
          customer_address: point.address,
          ...(discountCode ? { discount_code: discountCode } : {}),
        }
      : null;
  const payment = useQuery(paymentInfoQuery(cart.uuid, version, paymentAsked));

  return { delivery, deliverable, payment };
}
