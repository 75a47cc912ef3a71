/**
 * A titled, sideways-scrolling row of a home section's stores; a row with nobody in it is left
 * out. The homepage brings its first page; the next loads as the customer scrolls to the row's
 * end (or presses "See more"), skeleton cards holding its place, and a failed page keeps the
 * cards shown and offers a retry in the row. A filter the first page cannot answer alone (the
 * section has more pages) asks the API for the filtered section from its first page.
 */
import { useId, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Vendor } from '@jara/contracts/entities';
import type { StoreSection } from '@jara/contracts/homepage-sections';
import { homepageSectionQuery, type SectionFilter } from '@jara/query/marketplace-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { useOnVisible } from '../../widgets/use-on-visible';
import { VendorCard } from '../../widgets/vendor-card';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';
import layout from '../../widgets/listing-page.module.css';
import styles from './home-screen.module.css';

/** The section's first page as the homepage brought it. */
export interface FirstPage {
  vendors: Vendor[];
  perPage: number;
  lastPage: number;
}

export interface VendorRowProps {
  title: string;
  section: StoreSection;
  first: FirstPage;
  /** The section's filter as the API takes it (country, point, type, open now). */
  filter: SectionFilter;
  /** The filter as the first page's cards are judged by it, when a filter is chosen. */
  matches: ((vendor: Vendor) => boolean) | null;
  /** How many of its first cards are in the first screen (their covers load at once). */
  priorityCards?: number;
}

export function VendorRow({
  title,
  section,
  first,
  filter,
  matches,
  priorityCards = 0,
}: VendorRowProps) {
  const headingId = useId();
  const [asked, setAsked] = useState(false);
  // The first page is the whole section, or no filter is chosen: it answers alone.
  const fromHomepage = matches === null || first.lastPage <= 1;
  const pages = useInfiniteQuery({
    ...homepageSectionQuery(section, filter, first.perPage, fromHomepage ? 2 : 1),
    enabled: fromHomepage ? asked && first.lastPage > 1 : true,
  });
  const more = (pages.data?.pages ?? []).flatMap((page) => page.items);
  const vendors = fromHomepage ? [...first.vendors.filter(matches ?? (() => true)), ...more] : more;
  const hasMore = pages.data ? pages.hasNextPage : fromHomepage && first.lastPage > 1;
  const loading = pages.isFetching && !pages.isError;
  const failed = pages.isError;
  const loadMore = () => {
    if (fromHomepage && !asked) setAsked(true);
    else void pages.fetchNextPage();
  };
  const sentinel = useOnVisible<HTMLLIElement>(loadMore, hasMore && !loading && !failed);

  if (!fromHomepage && pages.isPending)
    return <RowFrame title={title} headingId={headingId} skeletons />;
  if (!fromHomepage && !pages.data) {
    return (
      <RowFrame title={title} headingId={headingId}>
        <LoadError
          message={`We could not load the ${title.toLowerCase()}.`}
          onRetry={() => pages.refetch()}
        />
      </RowFrame>
    );
  }
  if (vendors.length === 0) return null;
  return (
    <RowFrame title={title} headingId={headingId}>
      <ul className={styles.row}>
        {vendors.map((vendor, index) => (
          <li key={vendor.uuid} className={styles.rowItem}>
            <VendorCard vendor={vendor} priority={index < priorityCards} />
          </li>
        ))}
        {loading ? (
          <li className={styles.rowItem}>
            <VendorCardSkeleton />
          </li>
        ) : null}
        {failed ? (
          <li className={`${styles.rowItem} ${styles.rowMore}`}>
            <p role="alert" className={styles.rowError}>
              We could not load more {title.toLowerCase()}.
            </p>
            <Button
              variant="secondary"
              onClick={() => void (pages.data ? pages.fetchNextPage() : pages.refetch())}
            >
              Try again
            </Button>
          </li>
        ) : null}
        {hasMore && !loading && !failed ? (
          <li ref={sentinel} className={`${styles.rowItem} ${styles.rowMore}`}>
            <Button variant="secondary" onClick={loadMore}>
              See more {title.toLowerCase()}
            </Button>
          </li>
        ) : null}
      </ul>
    </RowFrame>
  );
}

function RowFrame({
  title,
  headingId,
  skeletons = false,
  children,
}: {
  title: string;
  headingId: string;
  skeletons?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={styles.section}
      aria-busy={skeletons || undefined}
    >
      <h2 id={headingId} className={layout.heading}>
        {title}
      </h2>
      {skeletons ? (
        <div className={styles.row}>
          {Array.from({ length: 3 }, (_, index) => (
            <VendorCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
