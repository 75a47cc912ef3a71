/**
 * Query keys and fetchers of the customer's wallet. The API module is imported when a fetch runs
 * (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};

/** Silent: whoever shows the balance shows its failure beside it, with a retry. */
export function walletQuery() {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/wallet')).getWallet({ signal, silent: true }),
    staleTime: 0,
  });
}
