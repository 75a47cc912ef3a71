/** Every store for the chosen store type, a page at a time. */
import { useId } from 'react';
import type { VendorListQuery } from '@jara/contracts/api-calls';
import { Button } from '@jara/ui/button';
import { Spinner } from '@jara/ui/spinner';
import { LoadError } from '../../components/load-error';
import { VendorCard } from '../../components/vendor-card';
import { useVendorPages } from './use-vendor-pages';
import styles from './home-screen.module.css';

export interface StoreGridProps {
  requestKey: string;
  query: Omit<VendorListQuery, 'page' | 'per_page'>;
  /** The chosen store type's name, or null for every store. */
  typeName: string | null;
  onShowAll: () => void;
}

export function StoreGrid({ requestKey, query, typeName, onShowAll }: StoreGridProps) {
  const headingId = useId();
  const stores = useVendorPages(requestKey, query);

  const body = () => {
    if (stores.status === 'loading') return <Spinner label="Loading stores" />;
    if (stores.status === 'failed') {
      return <LoadError message="We could not load the stores." onRetry={stores.retry} />;
    }
    if (stores.vendors.length === 0) {
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
          {stores.vendors.map((vendor) => (
            <li key={vendor.uuid}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
        {stores.moreStatus === 'failed' ? (
          <p role="alert" className={styles.moreError}>
            We could not load more stores.
          </p>
        ) : null}
        {stores.hasMore ? (
          <Button
            variant="secondary"
            loading={stores.moreStatus === 'loading'}
            onClick={stores.loadMore}
          >
            {stores.moreStatus === 'failed' ? 'Try again' : 'Show more stores'}
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
