/**
 * The answers every checkout test starts from: the carts in the cart store, an open vendor, no
 * saved addresses, delivery and a total for any place, and a wallet that covers the order. A
 * test mocks the API modules (jest.mock of '@jara/api/...') and overrides what it is about.
 */
import { getAddresses } from '@jara/api/addresses';
import { getCarts } from '@jara/api/cart';
import { getCheckoutDeliveryInfo, getPaymentInfo } from '@jara/api/checkout';
import { getVendor } from '@jara/api/marketplace';
import { getWallet } from '@jara/api/wallet';
import { cartStore } from '@jara/state/cart-store';
import { aDeliveryInfo, aPaymentInfo, aVendor, aWallet } from './fixtures';

export function answerCheckoutCalls() {
  jest.mocked(getCarts).mockImplementation(async () => Object.values(cartStore.getState().carts));
  jest.mocked(getVendor).mockResolvedValue(aVendor());
  jest.mocked(getAddresses).mockResolvedValue([]);
  jest.mocked(getCheckoutDeliveryInfo).mockResolvedValue(aDeliveryInfo());
  jest.mocked(getPaymentInfo).mockResolvedValue(aPaymentInfo());
  jest.mocked(getWallet).mockResolvedValue(aWallet());
}
