/** The request's shape while it loads: a heading, a few order lines and the total. */
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import styles from './pay-for-me.module.css';

export function RequestSkeleton() {
  return (
    <SkeletonGroup label="Loading the payment link" className={styles.panel}>
      <Skeleton height="2.2rem" width="70%" />
      <Skeleton height="1.2rem" width="45%" />
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} height="2.6rem" />
      ))}
      <Skeleton height="1.6rem" width="55%" />
      <Skeleton height="2.75rem" width="12rem" shape="block" />
    </SkeletonGroup>
  );
}
