/**
 * The customer's wallet balance, read when they choose to pay from it. Silent: a failed read
 * shows beside the method with a retry, not as a toast.
 */
import { queryOptions } from '@tanstack/react-query';

export const walletKey = ['wallet'] as const;

export function walletQuery() {
  return queryOptions({
    queryKey: walletKey,
    queryFn: async ({ signal }) =>
      (await import('@jara/api/wallet')).getWallet({ signal, silent: true }),
    staleTime: 0,
  });
}
