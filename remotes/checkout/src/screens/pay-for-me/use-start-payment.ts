/**
 * The payer's "Pay": the server opens a payment with the provider for this attempt and the page
 * goes to the provider's hosted page. It stays busy until the browser leaves.
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { startPayForMePayment } from '@jara/api/payments';
import { paymentsKeys } from '@jara/query/payments-queries';
import { payForMeUrl } from './pay-for-me-link';
import { attemptKey } from './payment-attempt';
import { goToProviderPage, providerPageUrl } from '@jara/api/provider-page';

export const PROVIDER_UNREACHABLE = 'We could not open the payment page. Try again.';

export function useStartPayment(token: string) {
  const client = useQueryClient();
  // Two clicks can land before the busy button renders: the second one is dropped here.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async () => {
      const body = { return_url: payForMeUrl(token), idempotency_key: attemptKey(token) };
      const { authorization_url } = await startPayForMePayment(token, body);
      const url = providerPageUrl(authorization_url);
      if (!url) throw new Error(PROVIDER_UNREACHABLE);
      goToProviderPage(url);
    },
    onError: (error) => {
      inFlight.current = false;
      // The server refused this link (paid or expired meanwhile): the request says which.
      if (isApiError(error) && error.kind === 'http') {
        void client.invalidateQueries({ queryKey: paymentsKeys.payForMe(token) });
      }
    },
  });

  const refused = mutation.error;
  return {
    start: () => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate();
    },
    busy: mutation.isPending || mutation.isSuccess,
    error: refused ? errorMessage(refused) : null,
  };
}

function errorMessage(error: Error): string {
  return isApiError(error) && error.kind === 'http' && error.message
    ? error.message
    : PROVIDER_UNREACHABLE;
}
