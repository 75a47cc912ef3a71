/**
 * Query keys and fetchers of the customer's wallet. The API module is imported when a fetch runs
 * (see marketplace-queries.ts).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PERSONAL } from './personal-queries';

export const WALLET_TRANSACTIONS_PAGE_SIZE = 10;

const walletApi = () => import('@jara/api/wallet');

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
};

/** Silent: whoever shows the balance shows its failure beside it, with a retry. */
export function walletQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: walletKeys.balance(),
    queryFn: async ({ signal }) => (await walletApi()).getWallet({ signal, silent: true }),
    staleTime: 0,
  });
}

/**
 * The wallet's movements, newest first, a page at a time. Silent: the list shows its own
 * failure, and a failed next page keeps the pages already read.
 */
export function walletTransactionsQuery() {
  return infiniteQueryOptions({
    meta: PERSONAL,
    queryKey: walletKeys.transactions(),
    queryFn: async ({ pageParam, signal }) =>
      (await walletApi()).getWalletTransactions(
        { page: pageParam, per_page: WALLET_TRANSACTIONS_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}
