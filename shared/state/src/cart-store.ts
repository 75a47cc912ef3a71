/**
 * One cart per vendor. The checkout remote writes it; the shell and other remotes read counts
 * from it. The cart ids persist so a returning customer finds their carts again.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Cart } from '@jara/contracts/entities';
import { deviceStorage, STORAGE_KEYS } from './persisted';

export interface CartState {
  carts: Record<string, Cart>;
  /** The stored cart id of each vendor, kept even before the cart itself is fetched. */
  cartIds: Record<string, string>;
  activeVendorId: string | null;
}

export interface CartActions {
  /** Records a cart under its vendor and makes it the active cart. */
  putCart(cart: Cart): void;
  removeCart(vendorId: string): void;
  setActiveVendor(vendorId: string | null): void;
  clear(): void;
}

const empty: CartState = { carts: {}, cartIds: {}, activeVendorId: null };

export const cartStore = createStore<CartState & CartActions>()(
  persist(
    (set) => ({
      ...empty,
      putCart: (cart) =>
        set((state) => ({
          carts: { ...state.carts, [cart.vendor]: cart },
          cartIds: { ...state.cartIds, [cart.vendor]: cart.uuid },
          activeVendorId: cart.vendor,
        })),
      removeCart: (vendorId) =>
        set((state) => {
          const carts = { ...state.carts };
          const cartIds = { ...state.cartIds };
          delete carts[vendorId];
          delete cartIds[vendorId];
          const activeVendorId = state.activeVendorId === vendorId ? null : state.activeVendorId;
          return { carts, cartIds, activeVendorId };
        }),
      setActiveVendor: (activeVendorId) => set({ activeVendorId }),
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
