/**
 * The cart being checked out, by its uuid. The carts are read again from the server when the
 * screen opens, so the customer pays for what the cart holds now; a cart already in the store
 * shows at once meanwhile.
 */
import type { Cart } from '@jara/contracts/entities';
import { cartStore } from '@jara/state/cart-store';
import { useStore } from '@jara/state/use-store';
import { syncCarts } from '../../carts/sync-carts';
import { useRemoteData } from '@jara/parcel/use-remote-data';

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
  const refresh = useRemoteData(`checkout-cart:${cartId}`, () => syncCarts());

  if (cart && cart.items.length > 0) return { status: 'ready', cart };
  if (refresh.status === 'loading') return { status: 'loading' };
  if (refresh.status === 'failed') return { status: 'failed', retry: refresh.retry };
  return { status: 'missing' };
}
