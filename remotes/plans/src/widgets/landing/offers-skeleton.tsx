/** The prices section while the catalogue loads: the same lines and cards, so nothing jumps. */
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import styles from './plan-offers.module.css';

const CARDS = [1, 2];

export function OffersSkeleton() {
  return (
    <SkeletonGroup label="Loading prices">
      <p className={styles.from}>
        <Skeleton width="14rem" height="1.75rem" />
      </p>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card} className={styles.card}>
            <Skeleton width="60%" height="1.75rem" />
            <Skeleton height="3rem" />
            <Skeleton width="80%" height="1.5rem" />
            <Skeleton width="40%" height="2.25rem" />
            <Skeleton height="3rem" shape="block" />
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}
