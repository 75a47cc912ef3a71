/**
 * The wallet's balance beside the Wallet method and, when it is less than the total, how much
 * is missing: said before the customer tries, not after the server refuses.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Wallet } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { SkeletonGroup, Skeleton } from '@jara/ui/skeleton';
import { CheckoutProblem } from './checkout-problem';
import styles from './checkout.module.css';

/** How much the wallet lacks for `total` (0 when it is enough or the total is not known). */
export function walletShortfall(wallet: Wallet | undefined, total: number | null): number {
  return wallet && total !== null ? Math.max(0, total - wallet.balance) : 0;
}

export function WalletBalance({
  wallet,
  short,
}: {
  wallet: UseQueryResult<Wallet>;
  short: number;
}) {
  if (wallet.isPending) {
    return (
      <SkeletonGroup label="Reading your wallet">
        <Skeleton height="1.5rem" width="60%" />
      </SkeletonGroup>
    );
  }
  if (wallet.isError) {
    return (
      <CheckoutProblem
        message="We could not read your wallet balance."
        onRetry={() => void wallet.refetch()}
      />
    );
  }
  const { balance, currency } = wallet.data;
  return (
    <div className={styles.walletBalance}>
      <p className={styles.muted}>
        Wallet balance <Price amount={balance} currency={currency} />
      </p>
      {short > 0 ? (
        <p className={styles.problem}>
          Your wallet is <Price amount={short} currency={currency} /> short for this order. Top up
          your wallet or choose another way to pay.
        </p>
      ) : null}
    </div>
  );
}
