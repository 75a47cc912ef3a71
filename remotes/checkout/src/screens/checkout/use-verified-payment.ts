/**
 * The server's check of the payment the customer came back from, never the `status` in the
 * address. A pending payment is asked about again until it settles; a succeeded one becomes a
 * placed order once per tab, however often the page is reloaded.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentVerificationQuery } from '@jara/query/payments-queries';
import { endCheckoutAttempt } from './checkout-attempt';
import { finishPaidOrder } from './finish-order';
import { settleOnce } from './settled-payments';

export const PENDING_RECHECK_MS = 3_000;

export function useVerifiedPayment(reference: string, cartId: string) {
  const queryClient = useQueryClient();
  const verification = useQuery({
    ...paymentVerificationQuery(reference),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_RECHECK_MS : false,
  });
  const data = verification.data;

  useEffect(() => {
    if (!data) return;
    if (data.status === 'succeeded' && data.order && settleOnce(data.reference)) {
      finishPaidOrder(queryClient, data.order, cartId);
    }
    // A declined or cancelled payment ends the attempt: trying again is a new one.
    if (data.status === 'failed' || data.status === 'cancelled') endCheckoutAttempt(cartId);
  }, [data, cartId, queryClient]);

  return verification;
}
