/**
 * The problem reported with an order, in place of the report action: its case reference, its
 * outcome (the credit in the wallet, or the review), what was reported and the note.
 */
import { useId } from 'react';
import type { Order, SupportCase } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { ITEM_PROBLEM_LABELS } from './problem-labels';
import styles from './order-details.module.css';

function Outcome({ order, reported }: { order: Order; reported: SupportCase }) {
  if (reported.status === 'credited') {
    return (
      <p className={styles.ready}>
        Refunded: <Price amount={reported.credited_amount} currency={order.currency} /> is back in
        your Jara wallet.
      </p>
    );
  }
  return <p className={styles.ready}>In review: our support team will reply within a day.</p>;
}

export function OrderProblemCase({ order, reported }: { order: Order; reported: SupportCase }) {
  const id = useId();
  return (
    <section className={styles.rate} aria-labelledby={id} data-testid="order-problem-case">
      <h4 id={id} className={styles.heading}>
        Problem reported · case {reported.reference}
      </h4>
      <Outcome order={order} reported={reported} />
      <ul className={styles.items}>
        {reported.items.map((item) => (
          <li key={item.item_uuid} className={styles.item}>
            <span className={styles.quantity}>{item.quantity} ×</span>
            <span>
              {item.name}
              <span className={styles.addons}>{ITEM_PROBLEM_LABELS[item.problem]}</span>
            </span>
            <Price amount={item.amount} currency={order.currency} />
          </li>
        ))}
        {reported.late ? <li>The order came late</li> : null}
      </ul>
      {reported.note ? <p className={styles.comment}>{reported.note}</p> : null}
    </section>
  );
}
