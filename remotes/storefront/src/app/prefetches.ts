/**
 * What the storefront's screens ask for as their route matches, beside their chunk's download:
 * the first data of the pages a customer most often opens cold (the marketplace, a store).
 */
import type { ScreenPrefetches } from '@jara/parcel/remote-routes';
import { prefetchHome } from '../screens/home/home-screen-queries';
import { prefetchStore } from '../screens/store/store-screen-queries';

export const STOREFRONT_PREFETCHES: ScreenPrefetches<'storefront'> = {
  stores: prefetchHome,
  store: prefetchStore,
};
