/**
 * The cart being checked out, by its uuid. The carts are read again from the server each time
 * the screen opens (by its prefetch, as its route matches), so the customer pays for what the
 * cart holds now; a cart already in the store shows at once meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { cartStore } from '@jara/state/cart-store';
import { useStore } from '@jara/state/use-store';
import { cartRefreshQuery } from './checkout-screen-queries';

export type CheckoutCart =
  | { status: 'ready'; cart: Cart }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

export function useCheckoutCart(cartId: string): CheckoutCart {
  const cart = useStore(
    cartStore,
    (state) => Object.values(state.carts).find((candidate) => candidate.uuid === cartId) ?? null,
  );
  const refresh = useQuery(cartRefreshQuery(cartId));

  if (cart && cart.items.length > 0) return { status: 'ready', cart };
  if (refresh.isPending) return { status: 'loading' };
  if (refresh.isError) return { status: 'failed', retry: () => void refresh.refetch() };
  return { status: 'missing' };
}
