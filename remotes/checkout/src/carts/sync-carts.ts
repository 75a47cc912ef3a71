/**
 * Reads the signed-in customer's carts (GET /marketplace/cart with the stored cart ids; the API
 * client leaves the ids out unless every one is non-empty) and hands them to the cart store,
 * which keeps any cart the customer changed while the read was on its way.
 * Calls made while a read is under way share it, since the drawer and the checkout both ask
 * when the page opens.
 */
import { getCarts } from '@jara/api/cart';
import { cartStore } from '@jara/state/cart-store';

let inFlight: Promise<void> | null = null;

async function readCarts(): Promise<void> {
  const asked = { ...cartStore.getState().cartIds };
  const carts = await getCarts(Object.values(asked));
  cartStore.getState().serverCartsRead(asked, carts);
}

export function syncCarts(): Promise<void> {
  inFlight ??= readCarts().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
