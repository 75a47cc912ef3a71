/** A voucher in the list: what it gives, its terms, and the way into its detail. */
import type { Voucher } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Skeleton } from '@jara/ui/skeleton';
import { expiryText, minimumOrderText, offerText } from './voucher-terms';
import styles from './vouchers-screen.module.css';

export function VoucherCard({ voucher, onOpen }: { voucher: Voucher; onOpen: () => void }) {
  return (
    <li className={styles.card} data-testid="voucher-card">
      <p className={styles.offer}>{offerText(voucher)}</p>
      <h2 className={styles.cardTitle}>{voucher.title}</h2>
      <p className={styles.cardTerm}>{minimumOrderText(voucher)}</p>
      <p className={styles.cardTerm}>{expiryText(voucher)}</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={onOpen}
        aria-label={`View voucher: ${voucher.title}`}
      >
        View voucher
      </Button>
    </li>
  );
}

export function VoucherCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <Skeleton width="35%" height="1.5rem" />
      <Skeleton width="80%" height="1.3rem" />
      <Skeleton width="60%" height="1rem" />
      <Skeleton width="45%" height="1rem" />
      <Skeleton width="8rem" height="2.25rem" shape="block" />
    </li>
  );
}
