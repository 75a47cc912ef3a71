/**
 * "Take the tour" from the account menu: the tour is asked for and shown on the marketplace
 * home, the page whose header and sidebar it describes, wherever the customer was.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { tourStore } from './tour-store';

export function takeTheTour(navigate: (path: string) => void): void {
  tourStore.getState().request();
  navigate(pathTo('stores'));
}
