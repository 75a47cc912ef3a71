/**
 * One cart per vendor, and the rules of spec section 4 as the store's actions, so the storefront
 * (adding) and the checkout (editing, reading, ordering) cannot apply them differently: adding an
 * item makes that cart active and records its id under the vendor; a cart the customer empties
 * is forgotten and tracked. The cart ids persist so a returning customer finds their carts again.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface CartState {
  carts: Record<string, Cart>;
  /** The stored cart id of each vendor, kept even before the cart itself is fetched. */
  cartIds: Record<string, string>;
  activeVendorId: string | null;
}

export interface CartActions {
  /** The cart the server returned after an item was added: recorded, and made the active cart. */
  putCart(cart: Cart): void;
  /** A cart the customer edited: recorded as it is now; the active cart stays the same. */
  cartEdited(cart: Cart): void;
  /** The customer removed the last item: the cart is forgotten and the emptying tracked. */
  cartEmptied(vendorId: string, cartId: string): void;
  /** The cart became an order: forgotten, but not an emptied cart. */
  cartCheckedOut(vendorId: string): void;
  /**
   * The server's answer to a read of the carts whose ids were `asked`. A vendor whose cart
   * changed while the read was on its way keeps the newer cart; the active cart stays active
   * while it still exists.
   */
  serverCartsRead(asked: Record<string, string>, carts: Cart[]): void;
  clear(): void;
}

const empty: CartState = { carts: {}, cartIds: {}, activeVendorId: null };

function withCart(state: CartState, cart: Cart): Pick<CartState, 'carts' | 'cartIds'> {
  return {
    carts: { ...state.carts, [cart.vendor]: cart },
    cartIds: { ...state.cartIds, [cart.vendor]: cart.uuid },
  };
}

function withoutVendor(state: CartState, vendorId: string): CartState {
  const carts = { ...state.carts };
  const cartIds = { ...state.cartIds };
  delete carts[vendorId];
  delete cartIds[vendorId];
  const activeVendorId = state.activeVendorId === vendorId ? null : state.activeVendorId;
  return { carts, cartIds, activeVendorId };
}

export const cartStore = createStore<CartState & CartActions>()(
  persist(
    (set, get) => ({
      ...empty,
      putCart: (cart) =>
        set((state) => ({ ...withCart(state, cart), activeVendorId: cart.vendor })),
      cartEdited: (cart) => {
        if (cartItemCount(cart) === 0) get().cartEmptied(cart.vendor, cart.uuid);
        else set((state) => withCart(state, cart));
      },
      cartEmptied: (vendorId, cartId) => {
        set((state) => withoutVendor(state, vendorId));
        bus.emit('cart:emptied', { vendorId, cartId });
      },
      cartCheckedOut: (vendorId) => set((state) => withoutVendor(state, vendorId)),
      serverCartsRead: (asked, carts) =>
        set((state) => {
          const unchanged = (vendorId: string) => state.cartIds[vendorId] === asked[vendorId];
          const returned = new Set(carts.map((cart) => cart.vendor));
          let next: CartState = state;
          for (const cart of carts) {
            if (unchanged(cart.vendor)) next = { ...next, ...withCart(next, cart) };
          }
          for (const vendorId of Object.keys(asked)) {
            if (!returned.has(vendorId) && unchanged(vendorId))
              next = withoutVendor(next, vendorId);
          }
          return next;
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

/** The cart total is the sum of item quantities. */
export function cartItemCount(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

export function totalItemCount(state: CartState): number {
  return Object.values(state.carts).reduce((sum, cart) => sum + cartItemCount(cart), 0);
}
