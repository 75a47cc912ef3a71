/**
 * The payer's return from the provider: the server checks the payment (the `status` the provider
 * put in the address is never read). When the link is still unpaid, the payment's own check says
 * why, for the payer to read.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PayForMeRequest, PaymentVerification } from '@jara/contracts/entities';
import { verifyPayForMePayment, verifyPayment } from '@jara/api/payments';
import { paymentsKeys } from '@jara/query/payments-queries';

export interface PayerReturnOutcome {
  request: PayForMeRequest;
  /** Why the payment did not go through; null once the link is paid (or expired). */
  refusal: string | null;
}

export const NOT_THROUGH = 'The payment did not go through.';

export function refusalOf(payment: PaymentVerification | null): string {
  if (payment?.status === 'cancelled') return 'You cancelled the payment.';
  if (payment?.status === 'failed' && payment.failure_reason) {
    return `${NOT_THROUGH} ${payment.failure_reason}.`;
  }
  return NOT_THROUGH;
}

async function paymentCheck(reference: string, signal: AbortSignal) {
  // Only the reason is wanted: a refusal to say (no account) leaves the plain sentence.
  return verifyPayment(reference, { signal, silent: true }).catch(() => null);
}

/** Checking again settles nothing twice, so a reload of the return page simply re-asks. */
export function payerReturnQuery(token: string, reference: string) {
  return queryOptions({
    queryKey: [...paymentsKeys.payForMe(token), 'return', reference] as const,
    queryFn: async ({ signal }): Promise<PayerReturnOutcome> => {
      const request = await verifyPayForMePayment(token, reference, { signal });
      if (request.status !== 'open') return { request, refusal: null };
      return { request, refusal: refusalOf(await paymentCheck(reference, signal)) };
    },
    staleTime: Infinity,
  });
}
