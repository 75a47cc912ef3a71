/**
 * The marketplace's highlights while the homepage loads, in their loaded shape: the row of store
 * type chips, then the Offers row (cards with two lines of offer) and the Hidden gems row, each
 * with its heading. The store list below starts where it will stay when they arrive.
 */
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';
import styles from './home-screen.module.css';

/** More than a wide screen's row shows, so a row's skeleton is never shorter than its cards. */
const ROW_CARDS = 5;
const CHIP_WIDTHS = ['7.5rem', '10rem', '5rem', '5.5rem', '7rem'];

function RowSkeleton({ headingWidth, offerLines }: { headingWidth: string; offerLines: number }) {
  return (
    <div className={styles.section}>
      {/* The heading's line: 1.25rem × 1.5. */}
      <Skeleton width={headingWidth} height="1.875rem" />
      <div className={styles.row}>
        {Array.from({ length: ROW_CARDS }, (_, index) => (
          <VendorCardSkeleton key={index} offerLines={offerLines} />
        ))}
      </div>
    </div>
  );
}

export function HighlightsSkeleton() {
  return (
    <SkeletonGroup label="Loading the marketplace" className={styles.highlightsSkeleton}>
      <div className={styles.chipsSkeleton}>
        {CHIP_WIDTHS.map((width) => (
          <Skeleton key={width} width={width} height="36px" shape="pill" />
        ))}
      </div>
      <RowSkeleton headingWidth="4.5rem" offerLines={2} />
      <RowSkeleton headingWidth="9rem" offerLines={0} />
    </SkeletonGroup>
  );
}
