/**
 * Query keys and fetchers of payments: the server's check of a payment the customer has come
 * back from, and the pay-for-me request behind a link. The API module is imported when a fetch
 * runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { PERSONAL } from './personal-queries';

const paymentsApi = () => import('@jara/api/payments');

export const paymentsKeys = {
  all: ['payments'] as const,
  verification: (reference: string) => [...paymentsKeys.all, 'verification', reference] as const,
  payForMe: (token: string) => [...paymentsKeys.all, 'pay-for-me', token] as const,
};

/** Checking again is harmless (the server settles a payment once), so a reload simply re-asks. */
export function paymentVerificationQuery(reference: string) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: paymentsKeys.verification(reference),
    queryFn: async ({ signal }) => (await paymentsApi()).verifyPayment(reference, { signal }),
    staleTime: Infinity,
  });
}

/** Silent: the page says what went wrong with the link, so a toast would say it twice. */
export function payForMeQuery(token: string) {
  return queryOptions({
    queryKey: paymentsKeys.payForMe(token),
    queryFn: async ({ signal }) =>
      (await paymentsApi()).getPayForMe(token, { signal, silent: true }),
  });
}
