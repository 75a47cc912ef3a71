/**
 * The payer's return from the provider: the server checks the payment with the provider, and only
 * its answer says "paid". The `status` the provider adds to the address never decides that; it
 * only words a refusal, since the request itself does not say why a payment failed.
 */
import { queryOptions } from '@tanstack/react-query';
import { verifyPayForMePayment } from '@jara/api/payments';
import { paymentsKeys } from '@jara/query/payments-queries';

export function refusalOf(providerStatus: string | null): string {
  return providerStatus === 'cancelled'
    ? 'You cancelled the payment.'
    : 'The payment did not go through: the card was declined.';
}

/** Checking again settles nothing twice, so a reload of the return page simply re-asks. */
export function payerReturnQuery(token: string, reference: string) {
  return queryOptions({
    queryKey: [...paymentsKeys.payForMe(token), 'return', reference] as const,
    queryFn: ({ signal }) => verifyPayForMePayment(token, reference, { signal }),
    staleTime: Infinity,
  });
}
