/**
 * The storefront screens whose first data is asked for as their route matches, beside their
 * chunk's download: the pages a customer most often opens cold (the marketplace, a store).
 */
import type { ScreenPrefetches } from '@jara/parcel/remote-routes';
import { prefetchHome } from '../screens/home/home-screen-queries';
import { prefetchStore } from '../screens/store/store-screen-queries';

export const STOREFRONT_PREFETCHES: ScreenPrefetches<'storefront'> = {
  stores: prefetchHome,
  store: prefetchStore,
};
