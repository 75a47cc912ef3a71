/** The plan flow's built screens (none yet: laundry, cleaning and subscription are not built). */
import type { ScreenComponents } from '@jara/parcel/remote-routes';

export const PLANS_SCREENS: ScreenComponents<'plans'> = {};
