/** The cleaning and laundry plan flow. */
import { RemoteRoutes } from '@jara/parcel/remote-routes';
import { PLANS_SCREENS } from './screens';

export function PlansApp() {
  return <RemoteRoutes remote="plans" screens={PLANS_SCREENS} />;
}
