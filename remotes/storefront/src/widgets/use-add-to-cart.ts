/**
 * Adding a product to the vendor's cart. A visitor is asked to sign in first and, once signed
 * in, the add goes on by itself; a product with add-on groups asks for its add-ons first. A
 * closed store takes the add for an order ahead (checkout asks when); one that lists no hours
 * takes nothing, and says so, whichever screen the product was shown on. The
 * cart that comes back becomes the vendor's active cart, written into the carts every bundle
 * reads (the header's count, the drawer), which see it at once.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addCartItem } from '@jara/api/cart';
import { isApiError } from '@jara/api/api-error';
import type { AddonSelection } from '@jara/contracts/api-calls';
import type { Product, Vendor } from '@jara/contracts/entities';
import { notify } from '@jara/bus/toast';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartAdded } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { takesOrders } from './takes-orders';

export const SIGN_IN_TO_ADD = 'Sign in to add to your cart';

export const closedStoreMessage = (name: string) =>
  `${name} is closed now and has not said when it opens again.`;

export function useAddToCart(vendor: Vendor) {
  const { requestLogin } = useParcelProps();
  const client = useQueryClient();
  const [pendingProduct, setPendingProduct] = useState<string | null>(null);
  const [choosingAddons, setChoosingAddons] = useState<Product | null>(null);

  const send = async (product: Product, addons: AddonSelection[]): Promise<boolean> => {
    setPendingProduct(product.uuid);
    try {
      const cart = await addCartItem({
        vendor_id: vendor.uuid,
        cart_id: cartStore.getState().cartIds[vendor.uuid] ?? null,
        product_uuid: product.uuid,
        quantity: 1,
        ...(addons.length > 0 ? { addons } : {}),
      });
      await cartAdded(client, cart);
      return true;
    } catch (error) {
      // The API client has already shown the server's message; anything else is a bug.
      if (!isApiError(error)) console.error('[storefront] adding to the cart failed', error);
      return false;
    } finally {
      setPendingProduct(null);
    }
  };

  const add = async (product: Product) => {
    if (!takesOrders(vendor)) {
      notify.warning(closedStoreMessage(vendor.business_name));
      return;
    }
    if (!isLoggedIn(sessionStore.getState())) {
      const signedIn = await requestLogin('customer', SIGN_IN_TO_ADD);
      if (!signedIn) return;
    }
    if (product.addon_groups.length > 0) {
      setChoosingAddons(product);
      return;
    }
    await send(product, []);
  };

  const confirmAddons = async (addons: AddonSelection[]) => {
    if (!choosingAddons) return;
    if (await send(choosingAddons, addons)) setChoosingAddons(null);
  };

  return {
    add,
    pendingProduct,
    choosingAddons,
    confirmAddons,
    cancelAddons: () => setChoosingAddons(null),
  };
}
