/**
 * The payer's return from the provider: the server checks the payment with the provider, and only
 * its answer says "paid" or why not. The `status` the provider adds to the address is never read.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PayForMeRequest } from '@jara/contracts/entities';
import { verifyPayForMePayment } from '@jara/api/payments';
import { paymentsKeys } from '@jara/query/payments-queries';

export function refusalOf(lastPayment: PayForMeRequest['last_payment']): string {
  if (lastPayment?.status === 'cancelled') return 'You cancelled the payment.';
  if (lastPayment?.status === 'pending') return 'The payment is not finished yet.';
  const reason = lastPayment?.failure_reason;
  return reason
    ? `The card was declined: ${reason}.`
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
