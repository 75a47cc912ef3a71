/** The shape of a vendor card while it loads: its 2:1 cover, then its name and details. */
import { Skeleton } from '@jara/ui/skeleton';
import styles from './vendor-card-skeleton.module.css';

export function VendorCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.cover}>
        <Skeleton height="100%" shape="block" />
      </div>
      <Skeleton width="70%" height="1.3rem" />
      <Skeleton width="45%" height="1rem" />
    </div>
  );
}
