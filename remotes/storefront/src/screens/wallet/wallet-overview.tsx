/** The balance and the "Fund wallet" form: both need the wallet (its currency and limits). */
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import { walletQuery } from '@jara/query/wallet-queries';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { FundWalletForm } from './fund-wallet-form';
import styles from './wallet.module.css';

export function WalletOverview({ retryAmount }: { retryAmount?: number }) {
  // The wallet of the country in effect: in Kenya the shilling one, with Kenyan limits.
  const wallet = useQuery(walletQuery(useParcelProps().country));

  if (wallet.isPending) {
    return (
      <SkeletonGroup label="Loading your wallet" className={styles.overview}>
        <Skeleton height="7.5rem" shape="block" />
        <Skeleton height="15rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (wallet.isError) {
    return <LoadError message="We could not load your wallet." onRetry={() => wallet.refetch()} />;
  }
  return (
    <div className={styles.overview}>
      <section className={styles.balance} aria-labelledby="wallet-balance-label">
        <h2 id="wallet-balance-label" className={styles.balanceLabel}>
          Balance
        </h2>
        <p className={styles.balanceAmount} data-testid="wallet-balance">
          <Price amount={wallet.data.balance} currency={wallet.data.currency} />
        </p>
      </section>
      <FundWalletForm key={retryAmount} wallet={wallet.data} retryAmount={retryAmount} />
    </div>
  );
}
