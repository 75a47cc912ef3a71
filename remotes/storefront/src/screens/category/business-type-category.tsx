/**
 * A business type's page: its tags to narrow down by, and its stores, a page at a time. With the
 * customer's place, the API lists the stores that deliver there first, each card with the quote
 * for that place, and marks the others.
 */
import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { usePageMeta } from '@jara/parcel/page-meta';
import { useParcelProps } from '@jara/parcel/parcel';
import { vendorPagesQuery } from '@jara/query/marketplace-queries';
import type { BusinessTypeTags } from '@jara/query/search-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { SkeletonGroup } from '@jara/ui/skeleton';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import { TagLinks } from '../../widgets/tag-links';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { VendorCard } from '../../widgets/vendor-card';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';

const PLACEHOLDER_CARDS = 6;

export function BusinessTypeCategory({ group }: { group: BusinessTypeTags }) {
  const { businessType, tags } = group;
  const { country } = useParcelProps();
  const storesId = useId();
  const point = useCustomerPoint();
  const stores = useInfiniteQuery(
    vendorPagesQuery(country, { business_type_id: businessType.id, ...point }),
  );
  usePageMeta({ title: businessType.name });

  const body = () => {
    if (stores.isPending) {
      return (
        <SkeletonGroup label="Loading stores" className={layout.grid}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <VendorCardSkeleton key={index} />
          ))}
        </SkeletonGroup>
      );
    }
    if (!stores.data) {
      return <LoadError message="We could not load the stores." onRetry={() => stores.refetch()} />;
    }
    const vendors = stores.data.pages.flatMap((page) => page.items);
    if (vendors.length === 0) {
      return <p className={frame.message}>No {businessType.name.toLowerCase()} stores here yet.</p>;
    }
    return (
      <>
        <ul className={layout.grid}>
          {vendors.map((vendor) => (
            <li key={vendor.uuid}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
        {stores.isFetchNextPageError ? <p role="alert">We could not load more stores.</p> : null}
        {stores.hasNextPage ? (
          <Button
            variant="secondary"
            loading={stores.isFetchingNextPage}
            onClick={() => void stores.fetchNextPage()}
          >
            {stores.isFetchNextPageError ? 'Try again' : 'Show more stores'}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{businessType.name}</h1>
      {tags.length > 0 ? <TagLinks tags={tags} label={`${businessType.name} tags`} /> : null}
      <section className={layout.section} aria-labelledby={storesId}>
        <h2 id={storesId} className={layout.heading}>
          Stores
        </h2>
        {body()}
      </section>
    </div>
  );
}
