/**
 * The stores the active curations feature (/marketplace/stores/curations), each once. With the
 * customer's place, those the API says deliver there come first, each card with the quote for
 * that place, and the others are marked.
 */
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { activeCurationsQuery, featuredVendors } from '@jara/query/curation-queries';
import { buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { AppLink } from '@jara/parcel/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import frame from '../../widgets/screen-frame.module.css';
import { VendorList, VendorListEmpty, VendorListSkeleton } from '../../widgets/vendor-list';
import styles from './store-curations-screen.module.css';

export function StoreCurationsScreen({ title }: ScreenProps) {
  const { country } = useParcelProps();
  const point = useCustomerPoint();
  const vendors = useQuery({ ...activeCurationsQuery(country, point), select: featuredVendors });

  const body = () => {
    if (vendors.isPending) {
      return <VendorListSkeleton />;
    }
    if (vendors.isError) {
      return (
        <LoadError message="We could not load the stores." onRetry={() => vendors.refetch()} />
      );
    }
    if (vendors.data.length === 0) {
      return (
        <VendorListEmpty>
          <p>No store is featured in a curation right now.</p>
          <AppLink to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
            Browse the marketplace
          </AppLink>
        </VendorListEmpty>
      );
    }
    return <VendorList vendors={vendors.data} />;
  };

  return (
    <div className={frame.screen}>
      <header className={styles.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={`${frame.note} ${styles.intro}`}>
          The kitchens and shops behind our <AppLink to={pathTo('curations')}>curations</AppLink>.
        </p>
      </header>
      {body()}
    </div>
  );
}
