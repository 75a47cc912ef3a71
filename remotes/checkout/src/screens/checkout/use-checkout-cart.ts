/**
 * The cart being checked out, by its uuid. The carts are read again from the server each time
 * the screen opens (by its prefetch, as its route matches), so the customer pays for what the
 * cart holds now; a cart already read shows at once meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { checkoutCartsQuery } from './checkout-screen-queries';

export type CheckoutCart =
  | { status: 'ready'; cart: Cart }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

export function useCheckoutCart(cartId: string): CheckoutCart {
  const carts = useQuery(checkoutCartsQuery());
  const cart = carts.data?.find((candidate) => candidate.uuid === cartId);

  if (cart && cart.items.length > 0) return { status: 'ready', cart };
  if (carts.isPending) return { status: 'loading' };
  if (carts.isError) return { status: 'failed', retry: () => void carts.refetch() };
  return { status: 'missing' };
}
