/** Every store for the chosen store type, a page at a time. */
import { useId } from 'react';
import type { VendorFilter } from '@jara/query/marketplace-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { VendorCard } from '../../widgets/vendor-card';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';
import { useVendorPages } from './use-vendor-pages';
import styles from './home-screen.module.css';

/** Enough cards to fill the first screen of a wide grid. */
const PLACEHOLDER_CARDS = 6;

export interface StoreGridProps {
  filter: VendorFilter;
  /** The chosen store type's name, or null for every store. */
  typeName: string | null;
  onShowAll: () => void;
}

export function StoreGrid({ filter, typeName, onShowAll }: StoreGridProps) {
  const headingId = useId();
  const { query, vendors, moreFailed } = useVendorPages(filter);

  const body = () => {
    if (query.isPending) {
      return (
        <SkeletonGroup label="Loading stores" className={styles.grid}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <VendorCardSkeleton key={index} />
          ))}
        </SkeletonGroup>
      );
    }
    if (!query.data) {
      return <LoadError message="We could not load the stores." onRetry={() => query.refetch()} />;
    }
    if (vendors.length === 0) {
      return (
        <div className={styles.empty}>
          <p>{typeName ? `No ${typeName} stores here yet.` : 'No stores here yet.'}</p>
          {typeName ? (
            <Button variant="secondary" onClick={onShowAll}>
              Show all stores
            </Button>
          ) : null}
        </div>
      );
    }
    return (
      <>
        <ul className={styles.grid}>
          {vendors.map((vendor) => (
            <li key={vendor.uuid}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
        {moreFailed ? (
          <p role="alert" className={styles.moreError}>
            We could not load more stores.
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {moreFailed ? 'Try again' : 'Show more stores'}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {typeName ? `${typeName} stores` : 'All stores'}
      </h2>
      {body()}
    </section>
  );
}
