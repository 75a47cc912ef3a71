/**
 * "Order again": the server puts the past order's items that can still be had into that
 * vendor's cart (at today's prices) and answers with the cart. It becomes the active cart in
 * the carts every bundle reads; the button names what could not be added, and hands over to
 * the cart drawer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { repeatOrder } from '@jara/api/orders';
import { bus } from '@jara/bus';
import { notify } from '@jara/bus/toast';
import type { Order } from '@jara/contracts/entities';
import { cartAdded } from '@jara/query/cart-queries';
import { Button } from '@jara/ui/button';
import { unavailableItems } from './unavailable-items';
import styles from './order-details.module.css';

export interface RepeatOrderButtonProps {
  order: Order;
  /** Called as the cart drawer takes over. */
  onLeave: () => void;
  /** On a history card: a small button named for its store, among the other cards' ones. */
  compact?: boolean;
}

const FAILED = 'We could not add this order to your cart.';

export function RepeatOrderButton({ order, onLeave, compact = false }: RepeatOrderButtonProps) {
  const client = useQueryClient();
  const repeat = useMutation({
    mutationFn: () => repeatOrder(order.uuid),
    onSuccess: (cart) => {
      void cartAdded(client, cart);
      const missing = unavailableItems(order, cart);
      if (missing.length > 0) notify.warning(`No longer available: ${missing.join(', ')}.`);
      onLeave();
      bus.emit('cart:open', { vendorId: cart.vendor });
    },
  });
  return (
    <div className={compact ? styles.compactAction : styles.action}>
      <Button
        variant="secondary"
        block={!compact}
        size={compact ? 'sm' : 'md'}
        loading={repeat.isPending}
        onClick={() => repeat.mutate()}
        {...(compact && { 'aria-label': `Order again from ${order.vendor.business_name}` })}
      >
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
