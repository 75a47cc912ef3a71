import { getWallet, getWalletTransactions } from '@jara/api/wallet';
import { createQueryClient } from './query-client';
import {
  WALLET_TRANSACTIONS_PAGE_SIZE,
  walletKeys,
  walletQuery,
  walletTransactionsQuery,
} from './wallet-queries';

jest.mock('@jara/api/wallet');

const page = (n: number) => ({ items: [], page: n, per_page: 10, total: 12, last_page: 2 });

describe('walletQuery', () => {
  it('reads the wallet silently, under a key the wallet invalidation reaches', async () => {
    jest.mocked(getWallet).mockResolvedValue({
      balance: 100,
      currency: 'NGN',
      funding_min: 100,
      funding_max: 1_000_000,
    });
    await createQueryClient().fetchQuery(walletQuery());
    expect(getWallet).toHaveBeenCalledWith(expect.objectContaining({ silent: true }));
    expect(walletQuery().queryKey.slice(0, 1)).toEqual(walletKeys.all);
  });
});

describe('walletTransactionsQuery', () => {
  it('asks page by page, silently, and stops at the last page', async () => {
    jest.mocked(getWalletTransactions).mockImplementation(async (query) => page(query?.page ?? 1));
    const first = await createQueryClient().fetchInfiniteQuery(walletTransactionsQuery());
    expect(getWalletTransactions).toHaveBeenLastCalledWith(
      { page: 1, per_page: WALLET_TRANSACTIONS_PAGE_SIZE },
      expect.objectContaining({ silent: true }),
    );
    const options = walletTransactionsQuery();
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, [1])).toBe(2);
    expect(options.getNextPageParam(page(2), first.pages, 2, [1, 2])).toBeUndefined();
    expect(options.queryKey.slice(0, 1)).toEqual(walletKeys.all);
  });
});
