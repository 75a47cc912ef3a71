/** The storefront's routed pages. */
import { RemoteRoutes } from '@jara/parcel/remote-routes';
import { ScreenLoading } from '@jara/ui/screen-loading';
import { STOREFRONT_PREFETCHES } from './prefetches';
import { STOREFRONT_SCREENS } from './screens';

export function StorefrontApp() {
  return (
    <RemoteRoutes
      remote="storefront"
      screens={STOREFRONT_SCREENS}
      prefetches={STOREFRONT_PREFETCHES}
      fallback={<ScreenLoading />}
    />
  );
}
