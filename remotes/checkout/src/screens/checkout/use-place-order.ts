/**
 * Placing the order of one cart (POST /marketplace/orders). Once placed, the cart is gone: it
 * leaves the store (an order, not an emptied cart), the checkout choices are forgotten, the
 * active orders and notifications go stale in every bundle, and `order:placed` opens the
 * order-tracking drawer. A refusal keeps everything and says why.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { placeOrder } from '@jara/api/checkout';
import { bus } from '@jara/bus';
import { cartStore } from '@jara/state/cart-store';
import type { PlaceOrderBody } from '@jara/contracts/api-calls';
import type { Cart, Order } from '@jara/contracts/entities';
import { invalidateAfterOrderPlaced } from '@jara/query/orders-queries';
import { checkoutStore } from '@jara/state/checkout-store';

export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = async (cart: Cart, body: PlaceOrderBody) => {
    setPlacing(true);
    setError(null);
    try {
      const order = await placeOrder(body);
      onPlaced(order);
      cartStore.getState().cartCheckedOut(cart.vendor);
      checkoutStore.getState().clear();
      void invalidateAfterOrderPlaced(queryClient);
      bus.emit('order:placed', { orderId: order.uuid });
    } catch (failure) {
      if (!isApiError(failure)) console.error('[checkout] placing the order failed', failure);
      const reason = isApiError(failure) ? failure.message : 'Something went wrong.';
      setError(`Your order was not placed. ${reason}`);
      setPlacing(false);
    }
  };

  return { place, placing, error };
}
