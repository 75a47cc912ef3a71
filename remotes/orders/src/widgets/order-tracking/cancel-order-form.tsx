/**
 * Cancelling an order the store has not accepted yet: the customer says why, and is told where
 * the money goes before confirming. The server decides (the store may have accepted meanwhile);
 * its answer, the order cancelled with its refund, replaces the order wherever it is shown.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@jara/api/orders';
import type { CancelReason, Order } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { CANCEL_REASON_LABELS } from './cancel-reasons';
import { recordOrder } from './order-lists';
import styles from './order-details.module.css';

function RefundNote({ order }: { order: Order }) {
  const price = <Price amount={order.total} currency={order.currency} />;
  return order.payment_method === 'wallet' ? (
    <p className={styles.note}>{price} goes back to your Jara wallet at once.</p>
  ) : (
    <p className={styles.note}>{price} goes back the way it was paid.</p>
  );
}

export function CancelOrderForm({ order }: { order: Order }) {
  const client = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const cancel = useMutation({
    mutationFn: (why: CancelReason) => cancelOrder(order.uuid, why),
    onSuccess: (cancelled) => recordOrder(client, cancelled),
  });

  if (!open) {
    return (
      <div className={styles.action}>
        <Button variant="secondary" block onClick={() => setOpen(true)}>
          Cancel order
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) cancel.mutate(reason);
    else setUnchosen(true);
  };
  return (
    <form className={styles.action} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.heading}>
        Cancel this order?
      </h4>
      <fieldset
        className={styles.reasons}
        aria-invalid={unchosen || undefined}
        aria-describedby={unchosen ? `${id}-missing` : undefined}
      >
        <legend>Why are you cancelling?</legend>
        {Object.entries(CANCEL_REASON_LABELS).map(([value, label]) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value as CancelReason);
                setUnchosen(false);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {unchosen ? (
        <p id={`${id}-missing`} className={styles.error} role="alert">
          Choose why you are cancelling.
        </p>
      ) : null}
      <RefundNote order={order} />
      {cancel.isError ? (
        <p className={styles.error} role="alert">
          {cancel.error.message || 'We could not cancel this order. Try again.'}
        </p>
      ) : null}
      <Button type="submit" block loading={cancel.isPending}>
        Cancel the order
      </Button>
      <Button variant="secondary" block onClick={() => setOpen(false)}>
        Keep my order
      </Button>
    </form>
  );
}
