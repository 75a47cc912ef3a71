/**
 * The marketplace home (/stores, /jara-for-web): store types to filter by, rows of offers and
 * hidden gems, and every store near the customer's delivery point (or in their country).
 */
import { useState } from 'react';
import { getHomepage } from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import type { Vendor } from '@jara/contracts/entities';
import { Spinner } from '@jara/ui/spinner';
import { FilterChips } from '../../components/filter-chips';
import { LoadError } from '../../components/load-error';
import { useCustomerPoint } from '../../hooks/use-customer-point';
import { useRemoteData } from '@jara/parcel/use-remote-data';
import { StoreGrid } from './store-grid';
import { VendorRow } from './vendor-row';
import styles from './home-screen.module.css';

export function HomeScreen({ title }: ScreenProps) {
  const { country } = useParcelProps();
  const point = useCustomerPoint();
  const [businessTypeId, setBusinessTypeId] = useState<number | null>(null);
  const place = `${country}:${point.latitude ?? ''}:${point.longitude ?? ''}`;
  const homepage = useRemoteData(`home:${place}`, (signal) =>
    getHomepage({ country_code: country, ...point }, { signal }),
  );

  const typeName =
    homepage.status === 'loaded'
      ? (homepage.data.business_types.find((type) => type.id === businessTypeId)?.name ?? null)
      : null;
  const matches = (vendor: Vendor) =>
    businessTypeId === null || vendor.business_type_ids.includes(businessTypeId);

  // The store list does not wait for the homepage: it loads alongside, and still shows when the
  // homepage (types and rows) fails.
  const highlights = () => {
    if (homepage.status === 'loading') return <Spinner label="Loading the marketplace" />;
    if (homepage.status === 'failed') {
      return <LoadError message="We could not load the marketplace." onRetry={homepage.retry} />;
    }
    const { business_types: types, offers, hidden_gems: hiddenGems } = homepage.data;
    return (
      <>
        <FilterChips
          label="Store type"
          options={types}
          selected={businessTypeId}
          onSelect={setBusinessTypeId}
        />
        <VendorRow title="Offers" vendors={offers.filter(matches)} />
        <VendorRow title="Hidden gems" vendors={hiddenGems.filter(matches)} />
      </>
    );
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {highlights()}
      <StoreGrid
        requestKey={`stores:${place}:${businessTypeId ?? 'all'}`}
        query={{
          ...point,
          ...(businessTypeId === null ? {} : { business_type_id: businessTypeId }),
        }}
        typeName={typeName}
        onShowAll={() => setBusinessTypeId(null)}
      />
    </div>
  );
}
