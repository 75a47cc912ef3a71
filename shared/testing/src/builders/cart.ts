/**
 * The one cart builder every test shares: `aVendor`'s cart holding one plate of jollof rice, in
 * naira, with `aVendor`'s minimum order (none). Its count and subtotal are derived from its lines
 * (add-ons included), as the server computes them, so a test that passes other lines gets amounts
 * that still add up (`aCart({ items: anOrder().items })` is the cart "order again" makes).
 */
import type { Cart, CartItem } from '@jara/contracts/entities';
import { aVendor } from './vendor';

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'item-1',
    product_uuid: 'product-1',
    name: 'Jollof rice',
    image_url: '',
    price: 2500,
    quantity: 1,
    is_available: true,
    addons: [],
    ...overrides,
  };
}

function lineTotal(item: CartItem): number {
  const addons = item.addons.reduce((sum, addon) => sum + addon.price * addon.quantity, 0);
  return (item.price + addons) * item.quantity;
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  const { uuid: vendor, business_name: vendor_name, minimum_order } = aVendor();
  const items = overrides.items ?? [aCartItem()];
  return {
    uuid: 'cart-1',
    vendor,
    vendor_name,
    currency: 'NGN',
    main_items_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: items.reduce((sum, item) => sum + lineTotal(item), 0),
    minimum_order,
    ...overrides,
    items,
  };
}
