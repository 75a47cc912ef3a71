/** Every store matching the searched text, a page at a time (`search/vendors`). */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { VendorOrderQuery } from '@jara/contracts/api-calls';
import { useParcelProps } from '@jara/parcel/parcel';
import { searchVendorPagesQuery } from '@jara/query/search-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { VendorCard } from '../../widgets/vendor-card';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';
import layout from '../../widgets/listing-page.module.css';

const PLACEHOLDER_CARDS = 3;

export function AllStores({ text, order }: { text: string; order: VendorOrderQuery }) {
  const { country } = useParcelProps();
  const query = useInfiniteQuery(searchVendorPagesQuery(country, text, order));

  if (query.isPending) {
    return (
      <SkeletonGroup label="Loading stores" className={layout.grid}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <VendorCardSkeleton key={index} />
        ))}
      </SkeletonGroup>
    );
  }
  if (!query.data) {
    return <LoadError message="We could not load the stores." onRetry={() => query.refetch()} />;
  }
  return (
    <>
      <ul className={layout.grid}>
        {query.data.pages
          .flatMap((page) => page.items)
          .map((vendor) => (
            <li key={vendor.uuid}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
      </ul>
      {query.isFetchNextPageError ? <p role="alert">We could not load more stores.</p> : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchNextPageError ? 'Try again' : 'Show more stores'}
        </Button>
      ) : null}
    </>
  );
}
