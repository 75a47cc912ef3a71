/** The checkout's routed screens. */
import type { Screen } from '@jara/parcel/remote-routes';
import { CheckoutScreen } from '../screens/checkout/checkout-screen';

export const CHECKOUT_SCREENS: Screen[] = [
  { id: 'checkout', title: 'Checkout', paths: ['/store/checkout'], Component: CheckoutScreen },
  { id: 'pay-for-me', title: 'Pay for me', paths: ['/store/checkout/pay-for-me'] },
];
