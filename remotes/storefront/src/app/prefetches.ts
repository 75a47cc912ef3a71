/**
 * What the storefront's screens ask for as their route matches, beside their chunk's download:
 * the first data of the pages a customer most often opens cold (the marketplace, a store), and
 * for the other marketplace listings the API module their queries call, which a query would
 * otherwise import only once the screen has drawn.
 */
import type { ScreenPrefetches } from '@jara/parcel/remote-routes';
import type { ScreenPrefetch } from '@jara/parcel/screen-prefetch';
import { prefetchHome } from '../screens/home/home-screen-queries';
import { prefetchStore } from '../screens/store/store-screen-queries';

/** Only a head start: a module that fails to load is the query's to report, with its retry. */
export const loadMarketplaceApi: ScreenPrefetch = () => {
  import('@jara/api/marketplace').catch(() => undefined);
};

export const STOREFRONT_PREFETCHES: ScreenPrefetches<'storefront'> = {
  stores: prefetchHome,
  store: prefetchStore,
  'store-list': loadMarketplaceApi,
  category: loadMarketplaceApi,
  location: loadMarketplaceApi,
};
