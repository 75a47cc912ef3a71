/**
 * Query keys and fetchers of the customer's wallet. A customer has one per country's currency,
 * and the API answers the one of the country the requests name (the chosen country), so that
 * country is in every key: switching countries never shows the other wallet from the cache. The
 * API module is imported when a fetch runs (see marketplace-queries.ts).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import { PERSONAL } from './personal-queries';

export const WALLET_TRANSACTIONS_PAGE_SIZE = 10;

const walletApi = () => import('@jara/api/wallet');

export const walletKeys = {
  all: ['wallet'] as const,
  balance: (country: CountryCode) => [...walletKeys.all, 'balance', country] as const,
  transactions: (country: CountryCode) => [...walletKeys.all, 'transactions', country] as const,
};

/** Silent: whoever shows the balance shows its failure beside it, with a retry. */
export function walletQuery(country: CountryCode) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: walletKeys.balance(country),
    queryFn: async ({ signal }) => (await walletApi()).getWallet({ signal, silent: true }),
    staleTime: 0,
  });
}

/**
 * The wallet's movements, newest first, a page at a time. Silent: the list shows its own
 * failure, and a failed next page keeps the pages already read.
 */
export function walletTransactionsQuery(country: CountryCode) {
  return infiniteQueryOptions({
    meta: PERSONAL,
    queryKey: walletKeys.transactions(country),
    queryFn: async ({ pageParam, signal }) =>
      (await walletApi()).getWalletTransactions(
        { page: pageParam, per_page: WALLET_TRANSACTIONS_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
}
