/** The checkout's routed pages. */
import { RemoteRoutes } from '@jara/parcel/remote-routes';
import { ScreenLoading } from '@jara/ui/screen-loading';
import { CHECKOUT_PREFETCHES } from './prefetches';
import { CHECKOUT_SCREENS } from './screens';

export function CheckoutApp() {
  return (
    <RemoteRoutes
      remote="checkout"
      screens={CHECKOUT_SCREENS}
      prefetches={CHECKOUT_PREFETCHES}
      fallback={<ScreenLoading />}
    />
  );
}
