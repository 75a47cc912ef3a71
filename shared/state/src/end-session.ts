/**
 * The one way a session ends, whatever ended it: a logout, a 401 or 404 from either API, a stored
 * session the server no longer knows, or the realtime auth refusing the token. Everything spec
 * section 4 says a logout clears goes at once (the token, customer id and info, the cart and the
 * stored cart ids, the checkout, the location data and session storage), then every bundle hears
 * `auth:logged-out` and drops what it holds itself: the shared query cache (orders,
 * notifications, addresses, wallet, vouchers, rewards, favourites), open drawers, plan drafts.
 * The country stays: it is a device preference, not session data.
 */
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
// By package path, not relatively: federation shares modules per import path, and a relative
// import would clear a second copy of each store, not the one the page shows.
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';

export type SessionEndReason = BusEvents['auth:logged-out']['reason'];

export function endSession(reason: SessionEndReason): void {
  sessionStore.getState().clear();
  cartStore.getState().clear();
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage blocked by the browser: there is nothing stored to clear.
  }
  bus.emit('auth:logged-out', { reason });
}
