/**
 * What this device keeps of the customer's carts: the cart id of each vendor (so a returning
 * customer finds their carts again) and which cart is active. The carts themselves are server
 * data, in the query cache (`@jara/query/cart-queries`), which applies the rules of spec section
 * 4 through these actions: adding an item makes that cart active and records its id under the
 * vendor; a cart the customer empties is forgotten and tracked.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface CartState {
  /** The stored cart id of each vendor, kept even before the cart itself is read. */
  cartIds: Record<string, string>;
  activeVendorId: string | null;
}

export interface CartActions {
  /** The cart the server returned after an item was added: its id recorded, and made active. */
  putCart(cart: Cart): void;
  /** A cart the customer edited: its id kept; the active cart stays the same. */
  cartEdited(cart: Cart): void;
  /** The customer removed the last item: the cart is forgotten and the emptying tracked. */
  cartEmptied(vendorId: string, cartId: string): void;
  /** The cart became an order: forgotten, but not an emptied cart. */
  cartCheckedOut(vendorId: string): void;
  /**
   * The server's carts, read with the stored ids: each vendor keeps the id the server knows, a
   * vendor it no longer has a cart for is forgotten, and the active cart stays active while it
   * still exists. A read overtaken by a change never arrives here: the change cancels it.
   */
  cartsRead(carts: Cart[]): void;
  clear(): void;
}

const empty: CartState = { cartIds: {}, activeVendorId: null };

function withoutVendor(state: CartState, vendorId: string): CartState {
  const { [vendorId]: _forgotten, ...cartIds } = state.cartIds;
  const activeVendorId = state.activeVendorId === vendorId ? null : state.activeVendorId;
  return { cartIds, activeVendorId };
}

export const cartStore = createStore<CartState & CartActions>()(
  persist(
    (set) => ({
      ...empty,
      putCart: (cart) =>
        set((state) => ({
          cartIds: { ...state.cartIds, [cart.vendor]: cart.uuid },
          activeVendorId: cart.vendor,
        })),
      cartEdited: (cart) =>
        set((state) => ({ cartIds: { ...state.cartIds, [cart.vendor]: cart.uuid } })),
      cartEmptied: (vendorId, cartId) => {
        set((state) => withoutVendor(state, vendorId));
        bus.emit('cart:emptied', { vendorId, cartId });
      },
      cartCheckedOut: (vendorId) => set((state) => withoutVendor(state, vendorId)),
      cartsRead: (carts) =>
        set((state) => {
          const cartIds = Object.fromEntries(carts.map((cart) => [cart.vendor, cart.uuid]));
          const active = state.activeVendorId;
          return { cartIds, activeVendorId: active !== null && active in cartIds ? active : null };
        }),
      clear: () => set(empty),
    }),
    {
      name: STORAGE_KEYS.carts,
      storage: deviceStorage,
      partialize: ({ cartIds, activeVendorId }) => ({ cartIds, activeVendorId }),
    },
  ),
);
