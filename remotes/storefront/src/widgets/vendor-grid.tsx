/**
 * A paged store list as a grid: skeleton cards while the first page loads, an error with a retry,
 * the screen's own empty state, then the cards. The next page loads as the customer scrolls near
 * the end; a "Show more stores" button does the same from the keyboard (or where the browser
 * cannot tell). A failed next page keeps the cards loaded and offers a retry.
 */
import type { ReactNode } from 'react';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { useOnVisible } from './use-on-visible';
import type { VendorPages } from './use-vendor-pages';
import { VendorList, VendorListEmpty, VendorListSkeleton } from './vendor-list';
import styles from './vendor-grid.module.css';

export interface VendorGridProps {
  pages: VendorPages;
  /** What an empty list says (and offers) on this screen. */
  empty: ReactNode;
}

export function VendorGrid({
  pages: { query, pending, vendors, moreFailed },
  empty,
}: VendorGridProps) {
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !moreFailed;
  const sentinel = useOnVisible<HTMLDivElement>(() => void query.fetchNextPage(), canLoadMore);

  if (pending) return <VendorListSkeleton />;
  if (!query.data) {
    return <LoadError message="We could not load the stores." onRetry={() => query.refetch()} />;
  }
  if (vendors.length === 0) return <VendorListEmpty>{empty}</VendorListEmpty>;
  return (
    <>
      <VendorList vendors={vendors} />
      {moreFailed ? (
        <p role="alert" className={styles.moreError}>
          We could not load more stores.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div ref={sentinel} className={styles.more}>
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {moreFailed ? 'Try again' : 'Show more stores'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
