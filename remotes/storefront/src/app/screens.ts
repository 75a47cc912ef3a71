/** The storefront's built screens; their paths (web app area and aliases) come from the site map. */
import type { ScreenComponents } from '@jara/parcel/remote-routes';
import { HomeScreen } from '../screens/home/home-screen';
import { StoreScreen } from '../screens/store/store-screen';
import { StoreListScreen } from '../screens/store-list/store-list-screen';
import { SearchScreen } from '../screens/search/search-screen';
import { CategoryScreen } from '../screens/category/category-screen';
import { CategorySearchScreen } from '../screens/category-search/category-search-screen';
import { MealsScreen } from '../screens/meals/meals-screen';
import { CurationsScreen } from '../screens/curations/curations-screen';
import { CurationScreen } from '../screens/curation/curation-screen';
import { StoreCurationsScreen } from '../screens/store-curations/store-curations-screen';
import { TopRatedScreen } from '../screens/top-rated/top-rated-screen';
import { FavouritesScreen } from '../screens/favourites/favourites-screen';
import { LocationScreen } from '../screens/location/location-screen';

export const STOREFRONT_SCREENS: ScreenComponents<'storefront'> = {
  stores: HomeScreen,
  store: StoreScreen,
  'store-list': StoreListScreen,
  search: SearchScreen,
  category: CategoryScreen,
  'category-search': CategorySearchScreen,
  meals: MealsScreen,
  curations: CurationsScreen,
  curation: CurationScreen,
  'store-curations': StoreCurationsScreen,
  'top-rated': TopRatedScreen,
  favourites: FavouritesScreen,
  location: LocationScreen,
};
