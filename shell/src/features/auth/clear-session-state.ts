/**
 * Everything spec section 4 says a logout clears, in one place: the token, customer id and info,
 * the cart and the stored cart ids, the checkout, the location data (with business types,
 * delivery time, price and the can-deliver flag) and session storage. The country stays: it is
 * a device preference, not session data.
 */
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';

export function clearSessionState(): void {
  sessionStore.getState().clear();
  cartStore.getState().clear();
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage blocked by the browser: there is nothing stored to clear.
  }
}
