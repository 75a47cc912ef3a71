import type { Paginated } from '@jara/contracts/api-envelope';
import type { Wallet, WalletTransaction } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { createQueryClient } from './query-client';
import { queryOf } from '@jara/testing/sent-requests';
import {
  WALLET_TRANSACTIONS_PAGE_SIZE,
  walletKeys,
  walletQuery,
  walletTransactionsQuery,
} from './wallet-queries';

const api = setUpApiDouble();
const toasts = collectToasts();

const page = (n: number): Paginated<WalletTransaction> => ({
  items: [],
  page: n,
  per_page: 10,
  total: 12,
  last_page: 2,
});

describe('walletQuery', () => {
  it('reads the wallet silently, under a key the wallet invalidation reaches', async () => {
    const wallet: Wallet = {
      balance: 100,
      currency: 'NGN',
      funding_min: 100,
      funding_max: 1_000_000,
    };
    api.answer('GET /wallet', wallet);
    await expect(createQueryClient().fetchQuery(walletQuery('NG'))).resolves.toEqual(wallet);

    api.refuse('GET /wallet', 403, 'Not now.');
    await expect(createQueryClient().fetchQuery(walletQuery('NG'))).rejects.toThrow('Not now.');
    expect(toasts).toEqual([]);
    expect(walletQuery('NG').queryKey.slice(0, 1)).toEqual(walletKeys.all);
    // One wallet per country's currency: the other country's is never read from the cache.
    expect(walletQuery('KE').queryKey).not.toEqual(walletQuery('NG').queryKey);
    expect(walletTransactionsQuery('KE').queryKey).toContain('KE');
  });
});

describe('walletTransactionsQuery', () => {
  it('asks page by page, silently, and stops at the last page', async () => {
    api.answer('GET /wallet/transactions', page(1));
    const first = await createQueryClient().fetchInfiniteQuery(walletTransactionsQuery('NG'));
    expect(api.sent('GET /wallet/transactions').map(queryOf)).toEqual([
      { page: '1', per_page: String(WALLET_TRANSACTIONS_PAGE_SIZE) },
    ]);
    const options = walletTransactionsQuery('NG');
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, [1])).toBe(2);
    expect(options.getNextPageParam(page(2), first.pages, 2, [1, 2])).toBeUndefined();
    expect(options.queryKey.slice(0, 1)).toEqual(walletKeys.all);

    api.refuse('GET /wallet/transactions', 403, 'Not now.');
    await expect(
      createQueryClient().fetchInfiniteQuery(walletTransactionsQuery('NG')),
    ).rejects.toThrow('Not now.');
    expect(toasts).toEqual([]);
  });
});
