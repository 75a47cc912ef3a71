/**
 * The cart being checked out, by its uuid. The carts are read again from the server each time
 * the screen opens, so the customer pays for what the cart holds now; a cart already in the
 * store shows at once meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@jara/contracts/entities';
import { checkoutKeys } from '@jara/query/checkout-queries';
import { cartStore } from '@jara/state/cart-store';
import { useStore } from '@jara/state/use-store';
import { syncCarts } from '../../carts/sync-carts';

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
  // The carts live in the cart store; the query only tracks the read that refreshes them.
  const refresh = useQuery({
    queryKey: checkoutKeys.cartRefresh(cartId),
    queryFn: () => syncCarts().then(() => null),
    staleTime: 0,
  });

  if (cart && cart.items.length > 0) return { status: 'ready', cart };
  if (refresh.isPending) return { status: 'loading' };
  if (refresh.isError) return { status: 'failed', retry: () => void refresh.refetch() };
  return { status: 'missing' };
}
