/**
 * The customer's carts are server data: one query (GET /marketplace/cart with the cart ids this
 * device keeps) that every bundle shares, so the header's count, the drawer and the checkout read
 * the same carts on any page, whether or not the drawer ever opened. What the server answers to a
 * change (an item added, a quantity, a removal, an order placed) is written into it once any read
 * on its way is cancelled, so an older read never brings a changed cart back. The cart store
 * keeps only this device's part: the ids, and which cart is active.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { cartStore } from '@jara/state/cart-store';
import { PERSONAL } from './personal-queries';

const cartApi = () => import('@jara/api/cart');

export const cartKeys = { all: ['carts'] as const };

/** The cart total is the sum of item quantities. */
export function cartItemCount(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

export function totalItemCount(carts: readonly Cart[]): number {
  return carts.reduce((sum, cart) => sum + cartItemCount(cart), 0);
}

/** Silent: a failed read keeps the carts already shown, and the drawer offers a retry. */
export function cartsQuery() {
  return queryOptions({
    queryKey: cartKeys.all,
    queryFn: async ({ signal }): Promise<Cart[]> => {
      const asked = Object.values(cartStore.getState().cartIds);
      const carts = await (await cartApi()).getCarts(asked, { signal });
      // Every change cancels this read (writeCart), so an older answer never reaches the store.
      if (!signal.aborted) cartStore.getState().cartsRead(carts);
      return carts.filter((cart) => cartItemCount(cart) > 0);
    },
    meta: PERSONAL,
  });
}

/** The vendor's cart replaced by `cart` (in its place), or removed when `cart` is null. */
async function writeCart(client: QueryClient, vendorId: string, cart: Cart | null) {
  await client.cancelQueries({ queryKey: cartKeys.all });
  const known = client.setQueryData<Cart[]>(cartKeys.all, (carts) => {
    if (carts === undefined) return undefined;
    const others = carts.filter((each) => each.vendor !== vendorId);
    if (!cart) return others;
    const at = carts.findIndex((each) => each.vendor === vendorId);
    return at === -1 ? [...carts, cart] : carts.map((each, index) => (index === at ? cart : each));
  });
  // Carts never read (or a read just cancelled) are read whole: one cart is not the list.
  if (known === undefined) void client.invalidateQueries({ queryKey: cartKeys.all });
}

/** Spec 4: the cart an item was added to becomes the active cart. */
export function cartAdded(client: QueryClient, cart: Cart): Promise<void> {
  cartStore.getState().putCart(cart);
  return writeCart(client, cart.vendor, cart);
}

/** A cart the customer emptied is forgotten (and tracked); the active cart stays otherwise. */
export function cartEdited(client: QueryClient, cart: Cart): Promise<void> {
  if (cartItemCount(cart) === 0) return cartEmptied(client, cart.vendor, cart.uuid);
  cartStore.getState().cartEdited(cart);
  return writeCart(client, cart.vendor, cart);
}

export function cartEmptied(client: QueryClient, vendorId: string, cartId: string): Promise<void> {
  cartStore.getState().cartEmptied(vendorId, cartId);
  return writeCart(client, vendorId, null);
}

/** The cart became an order: it leaves the list, and is not an emptied cart. */
export function cartCheckedOut(client: QueryClient, vendorId: string): Promise<void> {
  cartStore.getState().cartCheckedOut(vendorId);
  return writeCart(client, vendorId, null);
}
