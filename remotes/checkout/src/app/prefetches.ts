/** The checkout screen's first read starts as its route matches, beside its chunk's download. */
import type { ScreenPrefetches } from '@jara/parcel/remote-routes';
import { prefetchCheckout } from '../screens/checkout/checkout-screen-queries';

export const CHECKOUT_PREFETCHES: ScreenPrefetches<'checkout'> = {
  checkout: prefetchCheckout,
};
