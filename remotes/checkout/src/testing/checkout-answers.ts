/**
 * The answers every checkout test starts from, given at the network (`@jara/testing/api-double`)
 * so the real API client runs: the carts `serveCarts` put on the server, an open vendor, no
 * saved addresses, delivery and a total for any place, an open store with slots ahead, no codes to offer, and a wallet that covers the order. A
 * test answers again what it is about (the latest answer of a call wins), and reads what reached
 * the server with `api.sent(key)` and `@jara/testing/sent-requests`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Cart, Vendor } from '@jara/contracts/entities';
import { cartKeys } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import type { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { aWallet } from '@jara/testing/builders/wallet';
import { aDeliveryInfo, aPaymentInfo, someSlots } from './fixtures';

export type ApiDouble = ReturnType<typeof setUpApiDouble>;

/**
 * The store of the shared `aCart` (`aVendor`, "Mama Put Kitchen"), as the checkout tests read it:
 * the address and point a pickup is priced at, away from the delivery place the tests set
 * (`setDeliveryPlace`, on `aVendor`'s own street). Given over `aVendor`'s defaults.
 */
export const CART_VENDOR = {
  address: '3 Isaac John Street, Ikeja',
  latitude: 6.45,
  longitude: 3.39,
} satisfies Partial<Vendor>;

/** The carts the server holds, whose ids this device knows (as after adding to them). */
export function serveCarts(api: ApiDouble, ...carts: Cart[]) {
  cartStore.getState().clear();
  for (const cart of carts) cartStore.getState().putCart(cart);
  api.answer('GET /marketplace/cart', carts);
}

/** The carts as the page's query cache holds them now. */
export const cartsIn = (client: QueryClient) => client.getQueryData<Cart[]>(cartKeys.all) ?? [];

export function answerCheckoutCalls(api: ApiDouble) {
  serveCarts(api);
  api.answer('GET /marketplace/vendors/{slug}', aVendor(CART_VENDOR));
  api.answer('GET marketplace/address', []);
  api.answer('GET marketplace/cart/{id}/checkout/delivery_info', aDeliveryInfo());
  api.answer('GET marketplace/cart/{id}/checkout/payment_info', aPaymentInfo());
  api.answer('GET marketplace/cart/{id}/checkout/slots', someSlots());
  api.answer('GET marketplace/cart/{id}/checkout/offers', []);
  api.answer('GET /wallet', aWallet());
}
