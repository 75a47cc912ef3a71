/**
 * The drawer's edits to one vendor's cart: change a quantity, remove an item, remove every
 * unavailable item, change or remove an item's add-ons. While an edit is on its way that cart's
 * controls wait, so two edits never race. A refused edit leaves the cart as it was: the API
 * client has toasted the server's message, except for add-on edits, whose message is kept by
 * the item it is about.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import {
  clearUnavailableCartItems,
  deleteCartItems,
  deleteStorefrontCartItemAddons,
  replaceCartItemAddons,
  updateCartItems,
} from '@jara/api/cart';
import type { AddonSelection } from '@jara/contracts/api-calls';
import type { Cart, CartItem, CartItemAddon } from '@jara/contracts/entities';
import { cartEdited, cartEmptied } from '@jara/query/cart-queries';

const ADDON_EDIT_FAILED = 'We could not change the add-ons. Please try again.';

export function useCartEditor() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const setProblem = (item: CartItem, problem: string | null) =>
    setProblems(({ [item.uuid]: _old, ...others }) =>
      problem ? { ...others, [item.uuid]: problem } : others,
    );

  /** Resolves whether the edit went through; `about` is the item whose message it keeps. */
  const run = async (
    cart: Cart,
    change: () => Promise<Cart | undefined>,
    about?: CartItem,
  ): Promise<boolean> => {
    if (busy.has(cart.uuid)) return false;
    setBusy((current) => new Set(current).add(cart.uuid));
    if (about) setProblem(about, null);
    try {
      const updated = await change();
      if (updated) await cartEdited(client, updated);
      else await cartEmptied(client, cart.vendor, cart.uuid);
      return true;
    } catch (error) {
      if (about) setProblem(about, isApiError(error) ? error.message : ADDON_EDIT_FAILED);
      if (!isApiError(error)) console.error('[checkout] the cart edit failed', error);
      return false;
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
    /** The server's message about the last refused add-on edit of this item. */
    problemOf: (item: CartItem): string | undefined => problems[item.uuid],
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
    replaceAddons: (cart: Cart, item: CartItem, addons: AddonSelection[]) =>
      run(cart, () => replaceCartItemAddons(item.uuid, addons, { silent: true }), item),
    removeAddon: (cart: Cart, item: CartItem, addon: CartItemAddon) =>
      run(
        cart,
        () => deleteStorefrontCartItemAddons(item.uuid, [addon.uuid], { silent: true }),
        item,
      ),
  };
}
