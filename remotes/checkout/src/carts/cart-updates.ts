/**
 * What happens to the shared cart store after the server changed a cart, in one place so the
 * drawer and the checkout tell the other bundles the same way: a changed cart is recorded and
 * announced; a cart left with nothing in it leaves the store and is announced as emptied (the
 * shell turns that into the analytics event of spec section 4).
 */
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { cartItemCount, cartStore } from '@jara/state/cart-store';

export function forgetCart(vendorId: string, cartId: string): void {
  cartStore.getState().removeCart(vendorId);
  bus.emit('cart:emptied', { vendorId, cartId });
  bus.emit('cart:changed', { vendorId, cartId: null, count: 0 });
}

export function applyCartChange(cart: Cart): void {
  const count = cartItemCount(cart);
  if (count === 0) {
    forgetCart(cart.vendor, cart.uuid);
    return;
  }
  const store = cartStore.getState();
  const active = store.activeVendorId;
  store.putCart(cart);
  // Only adding an item makes a cart active (spec 4); editing one in the drawer does not.
  store.setActiveVendor(active);
  bus.emit('cart:changed', { vendorId: cart.vendor, cartId: cart.uuid, count });
}
