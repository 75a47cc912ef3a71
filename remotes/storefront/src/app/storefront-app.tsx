/** The storefront's routed pages. */
import { RemoteRoutes } from '@jara/parcel/remote-routes';
import { ScreenLoading } from '@jara/ui/screen-loading';
import { STOREFRONT_PREFETCHES } from './prefetches';
import { STOREFRONT_SCREENS } from './screens';
// The marketplace screens a customer opens cold (the marketplace, a store, the listings) read
// through the marketplace API module, which their queries import when they fetch: loaded with
// the app, it and the API client download beside the app's other shared modules instead of
// after the screen's chunk, one round trip before the first call. Its 2.8 KB (gzip) is all the
// other screens pay: they need the API client anyway.
import '@jara/api/marketplace';

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
