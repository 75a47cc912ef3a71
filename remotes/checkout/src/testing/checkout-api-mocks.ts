/**
 * The answers every checkout test starts from: the carts `serveCarts` put on the server, an open vendor, no
 * saved addresses, delivery and a total for any place, and a wallet that covers the order. A
 * test mocks the API modules (jest.mock of '@jara/api/...') and overrides what it is about.
 */
import { getAddresses } from '@jara/api/addresses';
import { getCarts } from '@jara/api/cart';
import { getCheckoutDeliveryInfo, getPaymentInfo } from '@jara/api/checkout';
import { getVendor } from '@jara/api/marketplace';
import { getWallet } from '@jara/api/wallet';
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { cartKeys } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import { aDeliveryInfo, aPaymentInfo, aVendor, aWallet } from './fixtures';

let served: Cart[] = [];

/** The carts the server holds, whose ids this device knows (as after adding to them). */
export function serveCarts(...carts: Cart[]) {
  cartStore.getState().clear();
  for (const cart of carts) cartStore.getState().putCart(cart);
  served = carts;
}

/** The server's answer to a read of the carts: what `serveCarts` put there. */
export function answerCartReads() {
  jest.mocked(getCarts).mockImplementation(async () => served);
}

/** The carts as the page's query cache holds them now. */
export const cartsIn = (client: QueryClient) => client.getQueryData<Cart[]>(cartKeys.all) ?? [];

export function answerCheckoutCalls() {
  answerCartReads();
  jest.mocked(getVendor).mockResolvedValue(aVendor());
  jest.mocked(getAddresses).mockResolvedValue([]);
  jest.mocked(getCheckoutDeliveryInfo).mockResolvedValue(aDeliveryInfo());
  jest.mocked(getPaymentInfo).mockResolvedValue(aPaymentInfo());
  jest.mocked(getWallet).mockResolvedValue(aWallet());
}
