/** The checkout's built screens; their paths come from the site map. */
import type { ScreenComponents } from '@jara/parcel/remote-routes';
import { CheckoutScreen } from '../screens/checkout/checkout-screen';

export const CHECKOUT_SCREENS: ScreenComponents<'checkout'> = {
  checkout: CheckoutScreen,
};
