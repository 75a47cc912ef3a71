/**
 * The signed-in customer's carts, read when the first reader on the page mounts (the header's
 * count, on any page) and again whenever a customer signs in; a visitor has none.
 */
import { useQuery } from '@tanstack/react-query';
import { cartsQuery } from '@jara/query/cart-queries';
import { useSignedIn } from '@jara/state/use-signed-in';

export function useCarts() {
  return useQuery({ ...cartsQuery(), enabled: useSignedIn() });
}
