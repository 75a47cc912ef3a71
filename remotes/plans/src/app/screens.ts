/** The cleaning and laundry plan flow's screens (with their Kenya variants). */
import type { Screen } from '@jara/parcel/remote-routes';

export const PLANS_SCREENS: Screen[] = [
  { id: 'laundry', title: 'Laundry', paths: ['/laundry', '/ke/laundry'] },
  { id: 'cleaning', title: 'Cleaning', paths: ['/cleaning', '/ke/cleaning'] },
  { id: 'subscription', title: 'Subscription', paths: ['/subscription'] },
];
