/**
 * What the checkout asks the server about a cart: delivery (can it go there, how long, how
 * much) and then the payment breakdown with any discount code. Both are asked again whenever
 * the cart, the place or the code changes. Nothing is asked without a delivery place, and the
 * payment breakdown waits until delivery is possible (spec 5: a positive can_deliver).
 */
import { getCheckoutDeliveryInfo, getPaymentInfo } from '@jara/api/checkout';
import type { Cart, CheckoutDeliveryInfo, PaymentInfo } from '@jara/contracts/entities';
import { cartItemCount } from '@jara/state/cart-store';
import { useRemoteData } from '@jara/parcel/use-remote-data';
import type { DeliveryPoint } from './use-delivery-point';

export function useCheckoutQuotes(cart: Cart, point: DeliveryPoint | null, discountCode: string) {
  const version = `${cart.uuid}:${cartItemCount(cart)}:${cart.subtotal}`;
  const place = point ? `${point.latitude},${point.longitude}` : 'nowhere';

  const delivery = useRemoteData(
    `delivery:${version}:${place}`,
    (signal): Promise<CheckoutDeliveryInfo | null> =>
      point ? getCheckoutDeliveryInfo(cart.uuid, point, { signal }) : Promise.resolve(null),
  );
  const deliverable =
    delivery.status === 'loaded' && delivery.data !== null && delivery.data.can_deliver > 0;

  const payment = useRemoteData(
    `payment:${version}:${place}:${deliverable}:${discountCode}`,
    (signal): Promise<PaymentInfo | null> =>
      point && deliverable
        ? getPaymentInfo(
            cart.uuid,
            {
              info_type: 'delivery',
              longitude: point.longitude,
              latitude: point.latitude,
              customer_address: point.address,
              ...(discountCode ? { discount_code: discountCode } : {}),
            },
            { signal },
          )
        : Promise.resolve(null),
  );

  return { delivery, deliverable, payment };
}
