/**
 * A pickup order that is ready: the customer says they have collected it, and the server
 * answers with the order completed, which moves it from the active orders to the history.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markOrderAsPickedUp } from '@jara/api/orders';
import type { Order } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { recordOrder } from './order-lists';
import styles from './order-details.module.css';

export function PickedUpButton({ order }: { order: Order }) {
  const client = useQueryClient();
  const pickedUp = useMutation({
    mutationFn: () => markOrderAsPickedUp(order.uuid),
    onSuccess: (completed) => recordOrder(client, completed),
  });
  return (
    <div className={styles.action}>
      <p className={styles.ready}>Your order is ready at {order.vendor.business_name}.</p>
      <Button block loading={pickedUp.isPending} onClick={() => pickedUp.mutate()}>
        I&apos;ve picked it up
      </Button>
      {pickedUp.isError ? (
        <p className={styles.error} role="alert">
          {pickedUp.error.message || 'We could not mark this order as picked up.'}
        </p>
      ) : null}
    </div>
  );
}
