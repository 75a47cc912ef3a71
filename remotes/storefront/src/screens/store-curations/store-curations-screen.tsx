/** The stores the active curations feature (/marketplace/stores/curations), each once. */
import { useQuery } from '@tanstack/react-query';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { activeCurationsQuery, featuredVendors } from '@jara/query/curation-queries';
import { buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '../../widgets/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import { VendorCard } from '../../widgets/vendor-card';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';
import styles from './store-curations-screen.module.css';

const PLACEHOLDER_CARDS = 6;

export function StoreCurationsScreen({ title }: ScreenProps) {
  const { country } = useParcelProps();
  const vendors = useQuery({ ...activeCurationsQuery(country), select: featuredVendors });

  const body = () => {
    if (vendors.isPending) {
      return (
        <SkeletonGroup label="Loading stores" className={styles.grid}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <VendorCardSkeleton key={index} />
          ))}
        </SkeletonGroup>
      );
    }
    if (vendors.isError) {
      return (
        <LoadError message="We could not load the stores." onRetry={() => vendors.refetch()} />
      );
    }
    if (vendors.data.length === 0) {
      return (
        <div className={styles.empty}>
          <p>No store is featured in a curation right now.</p>
          <AppLink to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
            Browse the marketplace
          </AppLink>
        </div>
      );
    }
    return (
      <ul className={styles.grid}>
        {vendors.data.map((vendor) => (
          <li key={vendor.uuid}>
            <VendorCard vendor={vendor} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.intro}>
          The kitchens and shops behind our <AppLink to={pathTo('curations')}>curations</AppLink>.
        </p>
      </header>
      {body()}
    </div>
  );
}
