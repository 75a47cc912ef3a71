import type { Cart, CartItem, Currency } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { notFound } from '../http/api-error';
import { assetUrls, type ViewContext } from '../views/view-context';

export interface CartRow {
  uuid: string;
  customer_id: number;
  vendor_uuid: string;
  status: 'active' | 'ordered';
  created_at: string;
}

export interface CartItemRow {
  uuid: string;
  cart_uuid: string;
  product_uuid: string;
  quantity: number;
  name: string;
  price: number;
  is_available: number;
}

export interface CartAddonRow {
  uuid: string;
  cart_item_uuid: string;
  addon_uuid: string;
  quantity: number;
}

export function findActiveCart(db: Db, customerId: number, cartUuid: string): CartRow | undefined {
  return sql(
    db,
    "SELECT * FROM carts WHERE uuid = ? AND customer_id = ? AND status = 'active'",
  ).get(cartUuid, customerId) as CartRow | undefined;
}

export function requireActiveCart(db: Db, customerId: number, cartUuid: string): CartRow {
  const cart = findActiveCart(db, customerId, cartUuid);
  if (!cart) throw notFound('We could not find that cart. It may have been checked out already.');
  return cart;
}

export function cartItems(db: Db, cartUuid: string): CartItemRow[] {
  return sql(
    db,
    `SELECT i.uuid, i.cart_uuid, i.product_uuid, i.quantity, p.name, p.price, p.is_available
     FROM cart_items i JOIN products p ON p.uuid = i.product_uuid
     WHERE i.cart_uuid = ? ORDER BY i.position`,
  ).all(cartUuid) as CartItemRow[];
}

export function itemAddons(db: Db, itemUuid: string): CartAddonRow[] {
  return sql(db, 'SELECT * FROM cart_item_addons WHERE cart_item_uuid = ? ORDER BY addon_uuid').all(
    itemUuid,
  ) as CartAddonRow[];
}

/** Line price: the product plus its add-ons, times the quantity. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity' | 'addons'>): number {
  const addons = item.addons.reduce((sum, addon) => sum + addon.price * addon.quantity, 0);
  return (item.price + addons) * item.quantity;
}

export function toCartItem(db: Db, row: CartItemRow, view: ViewContext): CartItem {
  return {
    uuid: row.uuid,
    product_uuid: row.product_uuid,
    name: row.name,
    image_url: assetUrls.product(view.assetsBase, row.product_uuid),
    price: row.price,
    quantity: row.quantity,
    is_available: row.is_available === 1,
    addons: itemAddons(db, row.uuid).map((addon) => {
      const record = view.catalogue.addons.get(addon.addon_uuid);
      return {
        uuid: addon.uuid,
        addon_uuid: addon.addon_uuid,
        name: record?.name ?? '',
        price: record?.price ?? 0,
        quantity: addon.quantity,
      };
    }),
  };
}

export function toCart(db: Db, cart: CartRow, view: ViewContext): Cart {
  const vendor = sql(
    db,
    'SELECT business_name, currency, minimum_order FROM vendors WHERE uuid = ?',
  ).get(cart.vendor_uuid) as { business_name: string; currency: Currency; minimum_order: number };
  const items = cartItems(db, cart.uuid).map((row) => toCartItem(db, row, view));
  return {
    uuid: cart.uuid,
    vendor: cart.vendor_uuid,
    vendor_name: vendor.business_name,
    currency: vendor.currency,
    items,
    main_items_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: items.reduce((sum, item) => sum + lineTotal(item), 0),
    // The same minimum checkout enforces (assertOrderable), so the cart can say it first.
    minimum_order: vendor.minimum_order,
  };
}
