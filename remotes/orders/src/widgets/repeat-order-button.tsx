/**
 * "Order again": the server puts the past order's items that can still be had into that
 * vendor's cart (at today's prices) and answers with the cart. It becomes the active cart in
 * the carts every bundle reads; the button names what could not be added, and hands over to
 * the cart drawer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '@jara/api/api-error';
import { API_MESSAGES } from '@jara/api/api-messages';
import { repeatOrder } from '@jara/api/orders';
import { bus } from '@jara/bus';
import { notify } from '@jara/bus/toast';
import type { Cart, Order } from '@jara/contracts/entities';
import { cartItemSchema } from '@jara/contracts/order-schema';
import { cartAdded } from '@jara/query/cart-queries';
import { Button } from '@jara/ui/button';
import { unavailableItems } from './unavailable-items';
import styles from './order-details.module.css';

export interface RepeatOrderButtonProps {
  order: Order;
  /** Called as the cart drawer takes over. */
  onLeave: () => void;
}

const FAILED = 'We could not add this order to your cart.';

/** What this button and every bundle reading the carts rely on in the server's cart. */
function isCart(value: unknown): value is Cart {
  const cart = value as Partial<Cart> | null;
  return (
    typeof cart?.uuid === 'string' &&
    typeof cart.vendor === 'string' &&
    typeof cart.vendor_name === 'string' &&
    typeof cart.subtotal === 'number' &&
    Array.isArray(cart.items) &&
    cart.items.every((item) => cartItemSchema.safeParse(item).success)
  );
}

/** The call's answer, checked: a cart of the wrong shape would break every cart on the page. */
async function repeatIntoCart(orderId: string): Promise<Cart> {
  const cart: unknown = await repeatOrder(orderId);
  if (isCart(cart)) return cart;
  throw new ApiError({ kind: 'unreadable', status: 200, message: API_MESSAGES.unreadable });
}

export function RepeatOrderButton({ order, onLeave }: RepeatOrderButtonProps) {
  const client = useQueryClient();
  const repeat = useMutation({
    mutationFn: () => repeatIntoCart(order.uuid),
    onSuccess: (cart) => {
      void cartAdded(client, cart);
      const missing = unavailableItems(order, cart);
      if (missing.length > 0) notify.warning(`No longer available: ${missing.join(', ')}.`);
      onLeave();
      bus.emit('cart:open', { vendorId: cart.vendor });
    },
  });
  return (
    <div className={styles.action}>
      <Button variant="secondary" block loading={repeat.isPending} onClick={() => repeat.mutate()}>
        Order again
      </Button>
      {repeat.isError ? (
        <p className={styles.error} role="alert">
          {(isApiError(repeat.error) && repeat.error.message) || FAILED}
        </p>
      ) : null}
    </div>
  );
}
