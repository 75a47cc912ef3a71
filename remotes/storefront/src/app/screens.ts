/**
 * The storefront's built screens, each its own lazy chunk so a customer downloads only the
 * screens they open; their paths (web app area and aliases) come from the site map.
 */
import { lazyScreen } from '@jara/parcel/lazy-screen';
import type { ScreenComponents } from '@jara/parcel/remote-routes';

export const STOREFRONT_SCREENS: ScreenComponents<'storefront'> = {
  stores: lazyScreen(() =>
    import(/* webpackChunkName: "screen-home" */ '../screens/home/home-screen').then((m) => ({
      default: m.HomeScreen,
    })),
  ),
  store: lazyScreen(() =>
    import(/* webpackChunkName: "screen-store" */ '../screens/store/store-screen').then((m) => ({
      default: m.StoreScreen,
    })),
  ),
  'store-list': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-store-list" */ '../screens/store-list/store-list-screen'
    ).then((m) => ({ default: m.StoreListScreen })),
  ),
  meals: lazyScreen(() =>
    import(/* webpackChunkName: "screen-meals" */ '../screens/meals/meals-screen').then((m) => ({
      default: m.MealsScreen,
    })),
  ),
  search: lazyScreen(() =>
    import(/* webpackChunkName: "screen-search" */ '../screens/search/search-screen').then((m) => ({
      default: m.SearchScreen,
    })),
  ),
  curations: lazyScreen(() =>
    import(/* webpackChunkName: "screen-curations" */ '../screens/curations/curations-screen').then(
      (m) => ({ default: m.CurationsScreen }),
    ),
  ),
  curation: lazyScreen(() =>
    import(/* webpackChunkName: "screen-curation" */ '../screens/curation/curation-screen').then(
      (m) => ({ default: m.CurationScreen }),
    ),
  ),
  'category-search': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-category-search" */ '../screens/category-search/category-search-screen'
    ).then((m) => ({
      default: m.CategorySearchScreen,
    })),
  ),
  category: lazyScreen(() =>
    import(/* webpackChunkName: "screen-category" */ '../screens/category/category-screen').then(
      (m) => ({ default: m.CategoryScreen }),
    ),
  ),
  location: lazyScreen(() =>
    import(/* webpackChunkName: "screen-location" */ '../screens/location/location-screen').then(
      (m) => ({ default: m.LocationScreen }),
    ),
  ),
  'store-curations': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-store-curations" */ '../screens/store-curations/store-curations-screen'
    ).then((m) => ({
      default: m.StoreCurationsScreen,
    })),
  ),
  favourites: lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-favourites" */ '../screens/favourites/favourites-screen'
    ).then((m) => ({
      default: m.FavouritesScreen,
    })),
  ),
  'top-rated': lazyScreen(() =>
    import(/* webpackChunkName: "screen-top-rated" */ '../screens/top-rated/top-rated-screen').then(
      (m) => ({ default: m.TopRatedScreen }),
    ),
  ),
  wallet: lazyScreen(() =>
    import(/* webpackChunkName: "screen-wallet" */ '../screens/wallet/wallet-screen').then((m) => ({
      default: m.WalletScreen,
    })),
  ),
  referral: lazyScreen(() =>
    import(/* webpackChunkName: "screen-referral" */ '../screens/referral/referral-screen').then(
      (m) => ({
        default: m.ReferralScreen,
      }),
    ),
  ),
  vouchers: lazyScreen(() =>
    import(/* webpackChunkName: "screen-vouchers" */ '../screens/vouchers/vouchers-screen').then(
      (m) => ({
        default: m.VouchersScreen,
      }),
    ),
  ),
  'personal-info': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-personal-info" */ '../screens/personal-info/personal-info-screen'
    ).then((m) => ({
      default: m.PersonalInfoScreen,
    })),
  ),
  'address-book': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-address-book" */ '../screens/address-book/address-book-screen'
    ).then((m) => ({
      default: m.AddressBookScreen,
    })),
  ),
  'contact-us': lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-contact-us" */ '../screens/contact-us/contact-us-screen'
    ).then((m) => ({
      default: m.ContactUsScreen,
    })),
  ),
  components: lazyScreen(() =>
    import(
      /* webpackChunkName: "screen-components" */ '../screens/components/components-screen'
    ).then((m) => ({
      default: m.ComponentsScreen,
    })),
  ),
};
