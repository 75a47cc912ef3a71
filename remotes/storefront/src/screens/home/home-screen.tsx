/**
 * The marketplace home (/stores, /jara-for-web): store types to filter by, rows of offers and
 * hidden gems, and every store near the customer's delivery point (or in their country).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import type { Vendor } from '@jara/contracts/entities';
import { LoadError } from '@jara/ui/load-error';
import { FilterChips } from '../../widgets/filter-chips';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { useDrawnData } from '../../widgets/use-drawn-data';
import { useScreenReady } from '../../widgets/use-screen-ready';
import { HighlightsSkeleton } from './highlights-skeleton';
import { highlightsQuery, storeGridFilter } from './home-screen-queries';
import { StoreGrid } from './store-grid';
import { VendorRow } from './vendor-row';
import frame from '../../widgets/screen-frame.module.css';

export function HomeScreen({ title }: ScreenProps) {
  const { country } = useParcelProps();
  const point = useCustomerPoint();
  const [businessTypeId, setBusinessTypeId] = useState<number | null>(null);
  const homepage = useQuery(highlightsQuery(country, point));
  const drawn = useDrawnData(homepage.data);
  useScreenReady(drawn, homepage);

  const typeName = drawn?.business_types.find((type) => type.id === businessTypeId)?.name ?? null;
  const matches = (vendor: Vendor) =>
    businessTypeId === null || vendor.business_type_ids.includes(businessTypeId);

  // The store list does not wait for the homepage: it loads alongside, and still shows when the
  // homepage (types and rows) fails.
  const highlights = () => {
    if (homepage.isError) {
      return (
        <LoadError
          message="We could not load the marketplace."
          onRetry={() => homepage.refetch()}
        />
      );
    }
    if (!drawn) {
      return <HighlightsSkeleton />;
    }
    const { business_types: types, offers, hidden_gems: hiddenGems } = drawn;
    return (
      <>
        <FilterChips
          label="Store type"
          options={types}
          selected={businessTypeId}
          onSelect={setBusinessTypeId}
        />
        {/* The first two rows' first covers are in the first screen at any width; on a
            phone the second row's first cover is the page's largest paint. */}
        <VendorRow title="Offers" vendors={offers.filter(matches)} priorityCards={2} />
        <VendorRow title="Hidden gems" vendors={hiddenGems.filter(matches)} priorityCards={2} />
      </>
    );
  };

  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      {highlights()}
      <StoreGrid
        filter={storeGridFilter(point, businessTypeId)}
        typeName={typeName}
        onShowAll={() => setBusinessTypeId(null)}
      />
    </div>
  );
}
