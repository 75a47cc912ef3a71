/**
 * The signed-in customer's favourite stores (/marketplace/stores/favourites). A visitor is
 * invited to sign in; a heart taken off here takes the store off the list at once. With the
 * customer's place, the API lists the favourites that deliver there first, each card with the
 * quote for that place, and marks the others.
 */
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { favouriteVendorsQuery } from '@jara/query/favourites-queries';
import { useSignedIn } from '@jara/state/use-signed-in';
import { Button, buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { AppLink } from '@jara/parcel/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import frame from '../../widgets/screen-frame.module.css';
import { VendorList, VendorListEmpty, VendorListSkeleton } from '../../widgets/vendor-list';

export const SIGN_IN_FOR_FAVOURITES = 'Sign in to see your favourite stores';

const PLACEHOLDER_CARDS = 3;

export function FavouritesScreen({ title }: ScreenProps) {
  const { country, requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const point = useCustomerPoint();
  const favourites = useQuery({ ...favouriteVendorsQuery(country, point), enabled: signedIn });

  const body = () => {
    if (!signedIn) {
      return (
        <div className={frame.message}>
          <p>Sign in to keep the stores you love in one place.</p>
          <Button onClick={() => void requestLogin('customer', SIGN_IN_FOR_FAVOURITES)}>
            Sign in
          </Button>
        </div>
      );
    }
    if (favourites.isPending) {
      return <VendorListSkeleton label="Loading your favourite stores" cards={PLACEHOLDER_CARDS} />;
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
        <VendorListEmpty>
          <p>No favourites yet. Tap the heart on any store to keep it here.</p>
          <AppLink to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
            Browse the marketplace
          </AppLink>
        </VendorListEmpty>
      );
    }
    return <VendorList vendors={favourites.data} />;
  };

  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      {body()}
    </div>
  );
}
