/**
 * The plan flow's screens, each its own lazy chunk (named `screen-<id>`: the prerender links each
 * chunk's CSS by that name); their paths, NG and KE, come from the site map.
 */
import { lazyScreen } from '@jara/parcel/lazy-screen';
import type { ScreenComponents } from '@jara/parcel/remote-routes';

export const PLANS_SCREENS: ScreenComponents<'plans'> = {
  laundry: lazyScreen(() =>
    import(/* webpackChunkName: "screen-laundry" */ '../screens/laundry/laundry-screen').then(
      (m) => ({ default: m.LaundryScreen }),
    ),
  ),
  cleaning: lazyScreen(() =>
    import(/* webpackChunkName: "screen-cleaning" */ '../screens/cleaning/cleaning-screen').then(
      (m) => ({ default: m.CleaningScreen }),
    ),
  ),
  subscription: lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-subscription" */ '../screens/subscription/subscription-screen'
    ).then((m) => ({ default: m.SubscriptionScreen })),
  ),
  'sign-up-successful': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-sign-up-successful" */ '../screens/sign-up-successful/sign-up-successful-screen'
    ).then((m) => ({ default: m.SignUpSuccessfulScreen })),
  ),
};
