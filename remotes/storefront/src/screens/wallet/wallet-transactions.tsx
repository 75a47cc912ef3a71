/**
 * The wallet's movements, newest first, a page at a time behind "Show more". A next page that
 * fails keeps the rows already shown and offers the page again.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import { walletTransactionsQuery } from '@jara/query/wallet-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { TransactionRow } from './transaction-row';
import styles from './wallet.module.css';

const PLACEHOLDER_ROWS = 4;

function TransactionsBody() {
  const { country } = useParcelProps();
  const list = useInfiniteQuery(walletTransactionsQuery(country));

  if (list.isPending) {
    return (
      <SkeletonGroup label="Loading your transactions">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
          <Skeleton key={row} height="4.5rem" shape="block" />
        ))}
      </SkeletonGroup>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadError message="We could not load your transactions." onRetry={() => list.refetch()} />
    );
  }
  const transactions = list.data.pages.flatMap((page) => page.items);
  if (transactions.length === 0) {
    return (
      <p className={styles.empty}>
        No transactions yet. Fund your wallet and your top-ups and payments will show here.
      </p>
    );
  }
  return (
    <>
      <ul className={styles.transactions}>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.uuid} transaction={transaction} country={country} />
        ))}
      </ul>
      {list.isFetchNextPageError ? (
        <LoadError
          message="We could not load more transactions."
          onRetry={() => void list.fetchNextPage()}
        />
      ) : list.hasNextPage ? (
        <Button
          variant="secondary"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </>
  );
}

export function WalletTransactions() {
  return (
    <section className={styles.history} aria-labelledby="wallet-transactions-heading">
      <h2 id="wallet-transactions-heading" className={styles.cardHeading}>
        Transactions
      </h2>
      <TransactionsBody />
    </section>
  );
}
