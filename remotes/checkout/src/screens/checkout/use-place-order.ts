/**
 * Placing the order of one cart under the attempt's idempotency key. Wallet: placed and paid at
 * once. Card: placed to wait for payment, then off to the provider's page. Someone else pays:
 * a pay-for-me link. A second press while one is on its way sends nothing (and would send the
 * same key); a refusal keeps the cart and says why, and the vendor and the slots are read
 * again, so a store that closed, or a slot that passed, meanwhile shows as such.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { placeOrder } from '@jara/api/checkout';
import { createPayForMe } from '@jara/api/payments';
import type { OrderRequestBody } from '@jara/contracts/api-calls';
import type { Cart, Order, PaymentMethod } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { productVendorQuery } from '@jara/query/search-queries';
import { cartVersion } from './cart-version';
import { checkoutAttemptKey } from './checkout-attempt';
import { paymentReturnUrl, payForMePath } from './checkout-paths';
import { finishPaidOrder } from './finish-order';
import { goToProviderPage, providerPageUrl } from '@jara/api/provider-page';
import { walletKeys } from '@jara/query/wallet-queries';
import { checkoutKeys } from '@jara/query/checkout-queries';

export type OrderRequest = Omit<OrderRequestBody, 'idempotency_key'>;

const NO_PAYMENT_PAGE = 'We could not open the payment page. Please try again.';

export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  const { navigate } = useParcelProps();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (cart: Cart, request: OrderRequest, method: PaymentMethod) => {
    const attempt = JSON.stringify([cartVersion(cart), request, method]);
    const idempotency_key = checkoutAttemptKey(cart.uuid, attempt);
    if (method === 'pay_for_me') {
      const link = await createPayForMe({ ...request, idempotency_key });
      navigate(payForMePath(link.token));
      return;
    }
    if (method === 'card') {
      const placed = await placeOrder({
        ...request,
        idempotency_key,
        payment_method: 'card',
        return_url: paymentReturnUrl(cart.uuid),
      });
      const url = providerPageUrl(placed.payment?.authorization_url);
      if (!url) throw new Error(NO_PAYMENT_PAGE);
      goToProviderPage(url);
      return;
    }
    const placed = await placeOrder({ ...request, idempotency_key, payment_method: 'wallet' });
    finishPaidOrder(queryClient, placed.order, cart.uuid);
    onPlaced(placed.order);
  };

  const place = async (cart: Cart, request: OrderRequest, method: PaymentMethod) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setError(null);
    try {
      // Leaving for the payment page or the link keeps the button busy until the page changes.
      await send(cart, request, method);
    } catch (failure) {
      if (!isApiError(failure)) console.error('[checkout] placing the order failed', failure);
      const reason = isApiError(failure) ? failure.message : NO_PAYMENT_PAGE;
      setError(`Your order was not placed. ${reason}`);
      inFlight.current = false;
      setPlacing(false);
      void queryClient.invalidateQueries({ queryKey: productVendorQuery(cart.vendor).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      // A slot can pass while the customer reads: the list is asked again, without it.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.cartSlots(cart.uuid) });
    }
  };

  return { place, placing, error };
}
