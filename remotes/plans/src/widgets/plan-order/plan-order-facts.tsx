/**
 * What a customer ordered, as a list of facts: the plan in words, where (with what the rider or
 * cleaner needs at the door, in an order's words), from when, the total and the server's
 * reference. The paid summary and the customer's plans show the same facts.
 */
import { Fragment } from 'react';
import type { PlanSubscription } from '@jara/contracts/plans';
import { dropOffLines } from '@jara/forms/drop-off-lines';
import { Price } from '@jara/ui/price';
import { choiceDetails } from '../plan-summary/describe-choice';
import { formatStartDate } from './format-start-date';
import styles from './plan-order-facts.module.css';

export function PlanOrderFacts({
  order,
  showDiscount = false,
}: {
  order: PlanSubscription;
  /** The paid summary spells out the discount and code; a list of plans keeps to the total. */
  showDiscount?: boolean;
}) {
  const { price } = order;
  return (
    <dl className={styles.facts}>
      <dt>What</dt>
      <dd>{choiceDetails(order.choice)}</dd>
      <dt>Where</dt>
      <dd>{order.address}</dd>
      {dropOffLines(order.drop_off, order.address).map(({ term, text }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{text}</dd>
        </Fragment>
      ))}
      <dt>{order.choice.kind === 'plan' ? 'Starts' : 'On'}</dt>
      <dd>{formatStartDate(order.start_date)}</dd>
      {showDiscount && price.discount_amount > 0 ? (
        <>
          <dt>Discount</dt>
          <dd>
            <Price amount={-price.discount_amount} currency={price.currency} />
            {order.discount_code ? ` with code ${order.discount_code}` : null}
          </dd>
        </>
      ) : null}
      {price.delivery_fee > 0 ? (
        <>
          <dt>Pickup and delivery</dt>
          <dd>
            <Price amount={price.delivery_fee} currency={price.currency} />
          </dd>
        </>
      ) : null}
      <dt>Total</dt>
      <dd data-testid="plan-total">
        <Price
          amount={price.total}
          currency={price.currency}
          {...(price.discount_amount > 0 && { was: price.amount + price.delivery_fee })}
        />{' '}
        {price.kind === 'plan' ? 'a month' : 'once'}
      </dd>
      <dt>Reference</dt>
      <dd>{order.reference}</dd>
    </dl>
  );
}
