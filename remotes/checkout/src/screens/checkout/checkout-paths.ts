/**
 * The checkout's own links: the checkout of one cart (with a payment method to start from), the
 * absolute address the payment provider sends the customer back to, and a pay-for-me link.
 */
import { pathTo } from '@jara/contracts/site-paths';
import type { PaymentMethod } from '@jara/contracts/entities';

export function checkoutPath(cartId: string, method?: PaymentMethod): string {
  const query = new URLSearchParams({ cart: cartId, ...(method ? { method } : {}) });
  return `${pathTo('checkout')}?${query.toString()}`;
}

/** The provider adds `reference` (and a `status` the site never trusts) to this address. */
export function paymentReturnUrl(cartId: string): string {
  return new URL(checkoutPath(cartId), window.location.origin).toString();
}

export function payForMePath(token: string): string {
  return `${pathTo('pay-for-me')}?${new URLSearchParams({ link: token }).toString()}`;
}

const METHODS: readonly PaymentMethod[] = ['card', 'wallet', 'pay_for_me'];

/** The method named in the address (`?method=`), if it is one; card otherwise. */
export function methodFromParam(value: string | null): PaymentMethod {
  return METHODS.find((method) => method === value) ?? 'card';
}
