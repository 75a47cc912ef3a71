/**
 * The storefront's built screens, each its own lazy chunk so a customer downloads only the
 * screens they open; their paths (web app area and aliases) come from the site map.
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenComponents, ScreenProps } from '@jara/parcel/remote-routes';
import { withApiModule } from './with-api-module';

/** A screen whose queries call the marketplace API module: that module loads with its chunk. */
const marketplaceScreen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) =>
  lazy(withApiModule(load, () => import('@jara/api/marketplace')));

export const STOREFRONT_SCREENS: ScreenComponents<'storefront'> = {
  stores: marketplaceScreen(() =>
    import(/* webpackChunkName: "screen-home" */ '../screens/home/home-screen').then((m) => ({
      default: m.HomeScreen,
    })),
  ),
  store: marketplaceScreen(() =>
    import(/* webpackChunkName: "screen-store" */ '../screens/store/store-screen').then((m) => ({
      default: m.StoreScreen,
    })),
  ),
  'store-list': marketplaceScreen(() =>
    import(
      /* webpackChunkName: "screen-store-list" */ '../screens/store-list/store-list-screen'
    ).then((m) => ({ default: m.StoreListScreen })),
  ),
  meals: lazy(() =>
    import(/* webpackChunkName: "screen-meals" */ '../screens/meals/meals-screen').then((m) => ({
      default: m.MealsScreen,
    })),
  ),
  search: lazy(() =>
    import(/* webpackChunkName: "screen-search" */ '../screens/search/search-screen').then((m) => ({
      default: m.SearchScreen,
    })),
  ),
  curations: lazy(() =>
    import(/* webpackChunkName: "screen-curations" */ '../screens/curations/curations-screen').then(
      (m) => ({ default: m.CurationsScreen }),
    ),
  ),
  curation: lazy(() =>
    import(/* webpackChunkName: "screen-curation" */ '../screens/curation/curation-screen').then(
      (m) => ({ default: m.CurationScreen }),
    ),
  ),
  'category-search': lazy(() =>
    import(
      /* webpackChunkName: "screen-category-search" */ '../screens/category-search/category-search-screen'
    ).then((m) => ({
      default: m.CategorySearchScreen,
    })),
  ),
  category: marketplaceScreen(() =>
    import(/* webpackChunkName: "screen-category" */ '../screens/category/category-screen').then(
      (m) => ({ default: m.CategoryScreen }),
    ),
  ),
  location: marketplaceScreen(() =>
    import(/* webpackChunkName: "screen-location" */ '../screens/location/location-screen').then(
      (m) => ({ default: m.LocationScreen }),
    ),
  ),
  'store-curations': lazy(() =>
    import(
      /* webpackChunkName: "screen-store-curations" */ '../screens/store-curations/store-curations-screen'
    ).then((m) => ({
      default: m.StoreCurationsScreen,
    })),
  ),
  favourites: lazy(() =>
    import(
      /* webpackChunkName: "screen-favourites" */ '../screens/favourites/favourites-screen'
    ).then((m) => ({
      default: m.FavouritesScreen,
    })),
  ),
  'top-rated': lazy(() =>
    import(/* webpackChunkName: "screen-top-rated" */ '../screens/top-rated/top-rated-screen').then(
      (m) => ({ default: m.TopRatedScreen }),
    ),
  ),
  wallet: lazy(() =>
    import(/* webpackChunkName: "screen-wallet" */ '../screens/wallet/wallet-screen').then((m) => ({
      default: m.WalletScreen,
    })),
  ),
  referral: lazy(() =>
    import(/* webpackChunkName: "screen-referral" */ '../screens/referral/referral-screen').then(
      (m) => ({
        default: m.ReferralScreen,
      }),
    ),
  ),
  vouchers: lazy(() =>
    import(/* webpackChunkName: "screen-vouchers" */ '../screens/vouchers/vouchers-screen').then(
      (m) => ({
        default: m.VouchersScreen,
      }),
    ),
  ),
  'personal-info': lazy(() =>
    import(
      /* webpackChunkName: "screen-personal-info" */ '../screens/personal-info/personal-info-screen'
    ).then((m) => ({
      default: m.PersonalInfoScreen,
    })),
  ),
  'address-book': lazy(() =>
    import(
      /* webpackChunkName: "screen-address-book" */ '../screens/address-book/address-book-screen'
    ).then((m) => ({
      default: m.AddressBookScreen,
    })),
  ),
  'contact-us': lazy(() =>
    import(
      /* webpackChunkName: "screen-contact-us" */ '../screens/contact-us/contact-us-screen'
    ).then((m) => ({
      default: m.ContactUsScreen,
    })),
  ),
  components: lazy(() =>
    import(
      /* webpackChunkName: "screen-components" */ '../screens/components/components-screen'
    ).then((m) => ({
      default: m.ComponentsScreen,
    })),
  ),
};
