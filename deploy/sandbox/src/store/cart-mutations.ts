import type { AddCartItemBody, AddonSelection } from '@jara/contracts/api-calls';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { newUuid } from '../domain/ids';
import { ApiError, fieldError, notFound } from '../http/api-error';
import { resolveAddonSelection, selectionSignature } from './addon-selection';
import type { CatalogueIndex } from './catalogue-index';
import {
  cartItems,
  findActiveCart,
  itemAddons,
  type CartItemRow,
  type CartRow,
} from './cart-queries';
import { findProduct } from './product-queries';
import { findVendor } from './vendor-queries';

export const MAX_ITEM_QUANTITY = 99;

function activeCartForVendor(db: Db, customerId: number, vendorUuid: string, at: string): CartRow {
  const existing = sql(
    db,
    "SELECT * FROM carts WHERE customer_id = ? AND vendor_uuid = ? AND status = 'active' ORDER BY created_at LIMIT 1",
  ).get(customerId, vendorUuid) as CartRow | undefined;
  if (existing) return existing;
  const cart: CartRow = {
    uuid: newUuid(),
    customer_id: customerId,
    vendor_uuid: vendorUuid,
    status: 'active',
    created_at: at,
  };
  sql(
    db,
    'INSERT INTO carts (uuid, customer_id, vendor_uuid, status, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(cart.uuid, cart.customer_id, cart.vendor_uuid, cart.status, cart.created_at);
  return cart;
}

/**
 * The cart an add goes to. A stale cart id (already checked out, or from before a reset) is a
 * normal thing for a client that stores ids, so it falls back to the vendor's active cart;
 * only an id of a cart at another vendor is refused.
 */
function targetCart(
  db: Db,
  customerId: number,
  vendorUuid: string,
  cartId: string | null,
  at: string,
): CartRow {
  if (cartId) {
    const cart = findActiveCart(db, customerId, cartId);
    if (cart && cart.vendor_uuid !== vendorUuid) {
      throw fieldError(
        'cart_id',
        'This cart belongs to another store: each store has its own cart.',
      );
    }
    if (cart) return cart;
  }
  return activeCartForVendor(db, customerId, vendorUuid, at);
}

export function writeAddons(db: Db, itemUuid: string, selection: AddonSelection[]): void {
  sql(db, 'DELETE FROM cart_item_addons WHERE cart_item_uuid = ?').run(itemUuid);
  const insert = sql(
    db,
    'INSERT INTO cart_item_addons (uuid, cart_item_uuid, addon_uuid, quantity) VALUES (?, ?, ?, ?)',
  );
  for (const choice of selection)
    insert.run(newUuid(), itemUuid, choice.addon_uuid, choice.quantity);
}

export function selectionOf(db: Db, itemUuid: string): AddonSelection[] {
  return itemAddons(db, itemUuid).map((row) => ({
    addon_uuid: row.addon_uuid,
    quantity: row.quantity,
  }));
}

/** Adds a product (with add-ons) to the customer's cart at that vendor; same choice = same line. */
export function addItemToCart(
  db: Db,
  catalogue: CatalogueIndex,
  customerId: number,
  body: AddCartItemBody,
  at: string,
): CartRow {
  const vendor = findVendor(db, body.vendor_id);
  if (!vendor) throw fieldError('vendor_id', 'The selected store does not exist.');
  const product = findProduct(db, body.product_uuid);
  if (!product || product.vendor_uuid !== vendor.uuid) {
    throw fieldError('product_uuid', `This product is not sold by ${vendor.business_name}.`);
  }
  if (product.is_available !== 1) {
    throw fieldError('product_uuid', `${product.name} is currently unavailable.`);
  }
  const selection = resolveAddonSelection(catalogue, product.uuid, product.name, body.addons ?? []);
  const cart = targetCart(db, customerId, vendor.uuid, body.cart_id, at);
  const signature = selectionSignature(selection);
  const sameLine = cartItems(db, cart.uuid).find(
    (item) =>
      item.product_uuid === product.uuid &&
      selectionSignature(selectionOf(db, item.uuid)) === signature,
  );
  const quantity = (sameLine?.quantity ?? 0) + body.quantity;
  if (quantity > MAX_ITEM_QUANTITY) {
    throw fieldError(
      'quantity',
      `You can have at most ${MAX_ITEM_QUANTITY} of ${product.name} in your cart.`,
    );
  }
  if (sameLine) {
    sql(db, 'UPDATE cart_items SET quantity = ? WHERE uuid = ?').run(quantity, sameLine.uuid);
    return cart;
  }
  const itemUuid = newUuid();
  const position = (
    sql(
      db,
      'SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_items WHERE cart_uuid = ?',
    ).get(cart.uuid) as { next: number }
  ).next;
  sql(
    db,
    'INSERT INTO cart_items (uuid, cart_uuid, product_uuid, quantity, position) VALUES (?, ?, ?, ?, ?)',
  ).run(itemUuid, cart.uuid, product.uuid, body.quantity, position);
  writeAddons(db, itemUuid, selection);
  return cart;
}

/** A line of one of the customer's active carts, or a 404. */
export function requireCartItem(
  db: Db,
  customerId: number,
  itemUuid: string,
): { cart: CartRow; item: CartItemRow } {
  const row = sql(
    db,
    `SELECT c.* FROM cart_items i JOIN carts c ON c.uuid = i.cart_uuid
     WHERE i.uuid = ? AND c.customer_id = ? AND c.status = 'active'`,
  ).get(itemUuid, customerId) as CartRow | undefined;
  const item = row
    ? cartItems(db, row.uuid).find((candidate) => candidate.uuid === itemUuid)
    : undefined;
  if (!row || !item) throw notFound('We could not find that item in your cart.');
  return { cart: row, item };
}

export function assertItemsInCart(db: Db, cartUuid: string, ids: string[], field: string): void {
  const inCart = new Set(cartItems(db, cartUuid).map((item) => item.uuid));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (!inCart.has(id)) errors[`${field}.${index}`] = ['This item is not in the cart.'];
  });
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'Some items are not in this cart.', errors);
}
