/**
 * The signed-in customer's favourite stores (/marketplace/stores/favourites). A visitor is
 * invited to sign in; a heart taken off here takes the store off the list at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { favouriteVendorsQuery } from '@jara/query/favourites-queries';
import { useSignedIn } from '@jara/state/use-signed-in';
import { Button, buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '../../widgets/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import { VendorCard } from '../../widgets/vendor-card';
import { VendorCardSkeleton } from '../../widgets/vendor-card-skeleton';
import styles from './favourites-screen.module.css';

export const SIGN_IN_FOR_FAVOURITES = 'Sign in to see your favourite stores';

const PLACEHOLDER_CARDS = 3;

export function FavouritesScreen({ title }: ScreenProps) {
  const { country, requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const favourites = useQuery({ ...favouriteVendorsQuery(country), enabled: signedIn });

  const body = () => {
    if (!signedIn) {
      return (
        <div className={styles.message}>
          <p>Sign in to keep the stores you love in one place.</p>
          <Button onClick={() => void requestLogin('customer', SIGN_IN_FOR_FAVOURITES)}>
            Sign in
          </Button>
        </div>
      );
    }
    if (favourites.isPending) {
      return (
        <SkeletonGroup label="Loading your favourite stores" className={styles.grid}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <VendorCardSkeleton key={index} />
          ))}
        </SkeletonGroup>
      );
    }
    if (favourites.isError) {
      return (
        <LoadError
          message="We could not load your favourite stores."
          onRetry={() => favourites.refetch()}
        />
      );
    }
    if (favourites.data.length === 0) {
      return (
        <div className={styles.message}>
          <p>No favourites yet. Tap the heart on any store to keep it here.</p>
          <AppLink to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
            Browse the marketplace
          </AppLink>
        </div>
      );
    }
    return (
      <ul className={styles.grid}>
        {favourites.data.map((vendor) => (
          <li key={vendor.uuid}>
            <VendorCard vendor={vendor} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{title}</h1>
      {body()}
    </div>
  );
}
