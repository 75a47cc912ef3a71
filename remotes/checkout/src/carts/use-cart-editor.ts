/**
 * The drawer's edits to one vendor's cart: change a quantity, remove an item, remove every
 * unavailable item. While an edit is on its way that cart's controls wait, so two edits never
 * race. A refused edit leaves the cart as it was (the API client has shown the server's message).
 */
import { useState } from 'react';
import { isApiError } from '@jara/api/api-error';
import { clearUnavailableCartItems, deleteCartItems, updateCartItems } from '@jara/api/cart';
import type { Cart, CartItem } from '@jara/contracts/entities';
import { cartStore } from '@jara/state/cart-store';

export function useCartEditor() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const run = async (cart: Cart, change: () => Promise<Cart | undefined>) => {
    if (busy.has(cart.uuid)) return;
    setBusy((current) => new Set(current).add(cart.uuid));
    try {
      const updated = await change();
      if (updated) cartStore.getState().cartEdited(updated);
      else cartStore.getState().cartEmptied(cart.vendor, cart.uuid);
    } catch (error) {
      if (!isApiError(error)) console.error('[checkout] the cart edit failed', error);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(cart.uuid);
        return next;
      });
    }
  };

  return {
    isBusy: (cart: Cart) => busy.has(cart.uuid),
    setQuantity: (cart: Cart, item: CartItem, quantity: number) =>
      run(cart, () => updateCartItems(cart.uuid, [{ uuid: item.uuid, quantity }])),
    removeItem: (cart: Cart, item: CartItem) =>
      run(cart, () => deleteCartItems(cart.uuid, [item.uuid])),
    // The customer asked for this one, so unlike the background tidy-up it may toast.
    removeUnavailable: (cart: Cart) =>
      run(cart, async () => {
        const carts = await clearUnavailableCartItems([cart.uuid], { silent: false });
        return carts.find((candidate) => candidate.uuid === cart.uuid);
      }),
  };
}
