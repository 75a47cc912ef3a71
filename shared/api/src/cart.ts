/** Cart calls of spec 7. Carts are kept one per vendor; these read and change them. */
import type { AddCartItemBody, AddonSelection } from '@jara/contracts/api-calls';
import { BACKGROUND } from './call-behaviours';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/**
 * Spec 5: cart reads send `cart_ids` (a comma list) only if every id is non-empty; otherwise,
 * and for no ids at all, the parameter is left out.
 */
export function cartIdsQuery(cartIds: readonly (string | null | undefined)[]): {
  cart_ids?: string;
} {
  const allPresent = cartIds.length > 0 && cartIds.every((id) => Boolean(id?.trim()));
  return allPresent ? { cart_ids: cartIds.join(',') } : {};
}

export function getCarts(
  cartIds: readonly (string | null | undefined)[],
  options?: RequestOptions,
) {
  return callMain('GET /marketplace/cart', { query: cartIdsQuery(cartIds) }, options, BACKGROUND);
}

export function addCartItem(body: AddCartItemBody, options?: RequestOptions) {
  return callMain('POST /marketplace/cart/items', { body }, options);
}

export function replaceCartItemAddons(
  cartItemId: string,
  addons: AddonSelection[],
  options?: RequestOptions,
) {
  return callMain(
    'PUT /marketplace/cart/items/{id}/addons/replace',
    { path: { id: cartItemId }, body: { addons } },
    options,
  );
}

export function clearUnavailableCartItems(cartIds: string[], options?: RequestOptions) {
  return callMain(
    'POST /marketplace/cart/clear/unavailable_items',
    { body: { cart_ids: cartIds } },
    options,
    BACKGROUND,
  );
}

export function updateCartItems(
  cartId: string,
  items: { uuid: string; quantity: number }[],
  options?: RequestOptions,
) {
  return callMain(
    'PUT /marketplace/cart/{id}/items',
    { path: { id: cartId }, body: { items } },
    options,
  );
}

export function deleteCartItems(cartId: string, itemIds: string[], options?: RequestOptions) {
  return callMain(
    'POST /marketplace/cart/{id}/items/delete',
    { path: { id: cartId }, body: { item_ids: itemIds } },
    options,
  );
}

export function addStorefrontCartItemAddons(
  cartItemId: string,
  addons: AddonSelection[],
  options?: RequestOptions,
) {
  return callMain(
    'POST /marketplace/storefront/cart/items/{id}/addons',
    { path: { id: cartItemId }, body: { addons } },
    options,
  );
}

export function updateStorefrontCartItemAddons(
  cartItemId: string,
  addons: AddonSelection[],
  options?: RequestOptions,
) {
  return callMain(
    'PUT /marketplace/storefront/cart/items/{id}/addons',
    { path: { id: cartItemId }, body: { addons } },
    options,
  );
}

export function deleteStorefrontCartItemAddons(
  cartItemId: string,
  cartItemAddonIds: string[],
  options?: RequestOptions,
) {
  return callMain(
    'POST /marketplace/storefront/cart/items/{id}/addons/delete',
    { path: { id: cartItemId }, body: { cart_item_addon_ids: cartItemAddonIds } },
    options,
  );
}
