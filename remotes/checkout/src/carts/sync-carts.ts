/**
 * Reads the signed-in customer's carts (GET /marketplace/cart with the stored cart ids; the API
 * client leaves the ids out unless every one is non-empty) and makes the store match them.
 *
 * A vendor whose cart the customer changed while the read was on its way keeps the newer cart:
 * only entries whose stored id is still the one that was asked about are replaced or dropped.
 * Calls made while a read is under way share it, since the drawer and the checkout both ask
 * when the page opens.
 */
import { getCarts } from '@jara/api/cart';
import { cartStore } from '@jara/state/cart-store';

let inFlight: Promise<void> | null = null;

async function readCarts(): Promise<void> {
  const asked = { ...cartStore.getState().cartIds };
  const activeBefore = cartStore.getState().activeVendorId;
  const carts = await getCarts(Object.values(asked));

  const unchanged = (vendorId: string) =>
    cartStore.getState().cartIds[vendorId] === asked[vendorId];
  const returned = new Set(carts.map((cart) => cart.vendor));
  const store = cartStore.getState();
  for (const cart of carts) {
    if (unchanged(cart.vendor)) store.putCart(cart);
  }
  for (const vendorId of Object.keys(asked)) {
    if (!returned.has(vendorId) && unchanged(vendorId)) store.removeCart(vendorId);
  }
  // putCart makes each cart active in turn; the customer's active cart is the one from before.
  const active = cartStore.getState().activeVendorId;
  const keep = activeBefore !== null && cartStore.getState().carts[activeBefore];
  if (active !== activeBefore) store.setActiveVendor(keep ? activeBefore : null);
}

export function syncCarts(): Promise<void> {
  inFlight ??= readCarts().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
