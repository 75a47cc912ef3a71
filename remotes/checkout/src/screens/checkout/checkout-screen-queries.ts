/**
 * The checkout's first reads, named once for the screen and for its prefetch, which runs them as
 * the route matches (app/prefetches.ts): the customer's carts, read again from the server, whose
 * answer names the vendor the order is from; beside them, the vendor and the saved addresses the
 * form reads next, so they are not a round trip each after the carts' answer.
 */
import type { ScreenPrefetch } from '@jara/parcel/screen-prefetch';
import { cartsQuery } from '@jara/query/cart-queries';
import { savedAddressesQuery } from '@jara/query/location-queries';
import { productVendorQuery } from '@jara/query/search-queries';
import { cartStore } from '@jara/state/cart-store';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';

/** A read this recent was made by this opening of the screen (its prefetch): not repeated. */
const CART_READ_FRESH_MS = 5_000;

/** The cart being checked out (`?cart=`). */
export const checkoutCartId = (search: URLSearchParams) => search.get('cart')?.trim() ?? '';

/** The payment the customer comes back from (`?reference=`), if any. */
export const paymentReference = (search: URLSearchParams) => search.get('reference')?.trim() ?? '';

/** The screen's read of the carts: one made this recently (by its prefetch) is not repeated. */
export function checkoutCartsQuery() {
  return { ...cartsQuery(), staleTime: CART_READ_FRESH_MS };
}

/** As the screen: only a signed-in customer's cart is read, and not on the way back from paying. */
export const prefetchCheckout: ScreenPrefetch = ({ search, queryClient }) => {
  const cartId = checkoutCartId(search);
  if (!cartId || paymentReference(search) || !isLoggedIn(sessionStore.getState())) return;
  // Read again whatever the cache holds: the customer pays for what the cart holds now.
  void queryClient.prefetchQuery({ ...cartsQuery(), staleTime: 0 });
  void queryClient.prefetchQuery(savedAddressesQuery());
  // Only a guess until the carts answer (the form reads the vendor the server names): a cart
  // this device no longer matches costs one unused read, never a wrong screen.
  const vendorId = storedVendorOf(cartId);
  if (vendorId) void queryClient.prefetchQuery(productVendorQuery(vendorId));
};

/** The vendor this device recorded the cart under, if it knows the cart. */
function storedVendorOf(cartId: string): string | undefined {
  const { cartIds } = cartStore.getState();
  return Object.keys(cartIds).find((vendorId) => cartIds[vendorId] === cartId);
}
