/** The active curations of the customer's country (/marketplace/curations), each opening its products. */
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { activeCurationsQuery } from '@jara/query/curation-queries';
import { buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '@jara/parcel/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { CurationCard } from './curation-card';
import frame from '../../widgets/screen-frame.module.css';
import styles from './curations-screen.module.css';

/** Cards the first screen of a wide grid shows; they load at once, the rest when scrolled to. */
const ABOVE_THE_FOLD = 3;

export function CurationsScreen({ title }: ScreenProps) {
  const { country } = useParcelProps();
  // The same answer as a curation's and the featured stores' (placed for the customer's point).
  const curations = useQuery(activeCurationsQuery(country, useCustomerPoint()));

  const body = () => {
    if (curations.isPending) {
      return (
        <SkeletonGroup label="Loading curations" className={styles.grid}>
          {Array.from({ length: ABOVE_THE_FOLD }, (_, index) => (
            <div key={index} className={styles.placeholder}>
              <div className={styles.image}>
                <Skeleton height="100%" shape="block" />
              </div>
              <Skeleton width="60%" height="1.4rem" />
              <Skeleton width="85%" height="1rem" />
            </div>
          ))}
        </SkeletonGroup>
      );
    }
    if (curations.isError) {
      return (
        <LoadError message="We could not load the curations." onRetry={() => curations.refetch()} />
      );
    }
    if (curations.data.length === 0) {
      return (
        <div className={frame.message}>
          <p>There are no curations right now. New picks arrive often.</p>
          <AppLink to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
            Browse the marketplace
          </AppLink>
        </div>
      );
    }
    return (
      <ul className={styles.grid}>
        {curations.data.map((curation, index) => (
          <li key={curation.uuid}>
            <CurationCard curation={curation} eager={index < ABOVE_THE_FOLD} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      {body()}
    </div>
  );
}
