/** The storefront's built screens; their paths (web app area and aliases) come from the site map. */
import type { ScreenComponents } from '@jara/parcel/remote-routes';
import { HomeScreen } from '../screens/home/home-screen';
import { StoreScreen } from '../screens/store/store-screen';

export const STOREFRONT_SCREENS: ScreenComponents<'storefront'> = {
  stores: HomeScreen,
  store: StoreScreen,
};
