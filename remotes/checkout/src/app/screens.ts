/**
 * The checkout's built screens, each its own lazy chunk; their paths come from the site map.
 */
import { lazyScreen } from '@jara/parcel/lazy-screen';
import type { ScreenComponents } from '@jara/parcel/remote-routes';

export const CHECKOUT_SCREENS: ScreenComponents<'checkout'> = {
  checkout: lazyScreen(() =>
    import(/* webpackChunkName: "screen-checkout" */ '../screens/checkout/checkout-screen').then(
      (m) => ({ default: m.CheckoutScreen }),
    ),
  ),
  'pay-for-me': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-pay-for-me" */ '../screens/pay-for-me/pay-for-me-screen'
    ).then((m) => ({ default: m.PayForMeScreen })),
  ),
};
