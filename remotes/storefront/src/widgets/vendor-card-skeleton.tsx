/**
 * The shape of a vendor card while it loads, box for box: the same border, the 2:1 cover, and
 * the body's padding with one bone per line of text at that line's height (name, an offer of
 * `offerLines` lines, rating, delivery fee), so a list of them is as tall as the cards.
 */
import { Skeleton } from '@jara/ui/skeleton';
import styles from './vendor-card-skeleton.module.css';

export interface VendorCardSkeletonProps {
  /** Lines of offer text the card will show (a row of offers: two at a card's width). */
  offerLines?: number;
}

/** The card's line heights: the name at 1.05rem × 1.3, the small lines at 0.9rem × 1.5. */
const NAME_LINE = '1.365rem';
const SMALL_LINE = 1.35;

export function VendorCardSkeleton({ offerLines = 0 }: VendorCardSkeletonProps) {
  return (
    <div className={styles.card} data-testid="vendor-card-skeleton">
      <div className={styles.cover}>
        <Skeleton height="100%" shape="block" />
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height={NAME_LINE} />
        {offerLines > 0 ? <Skeleton width="90%" height={`${offerLines * SMALL_LINE}rem`} /> : null}
        <Skeleton width="45%" height={`${SMALL_LINE}rem`} />
        <Skeleton width="35%" height={`${SMALL_LINE}rem`} />
      </div>
    </div>
  );
}
