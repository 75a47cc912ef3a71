/**
 * Who the order is from (a link to the store), where it goes with what the rider needs at the
 * door, and how it was paid.
 */
import { Fragment } from 'react';
import { pathTo } from '@jara/contracts/site-paths';
import type { Order, OrderRefund, PaymentMethod } from '@jara/contracts/entities';
import { PROVIDER_METHOD_LABELS } from '@jara/contracts/provider-methods';
import { useParcelProps } from '@jara/parcel/parcel';
import { Price } from '@jara/ui/price';
import { CANCEL_REASON_LABELS } from './cancel-reasons';
import { dropOffLines } from './drop-off-lines';
import { InAppLink } from './in-app-link';
import styles from './order-details.module.css';

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  wallet: 'Jara wallet',
  card: 'Online payment',
  pay_for_me: 'Paid by someone else (pay-for-me link)',
};

/** The way chosen at checkout, and for one paid on the provider's page, which way paid it. */
function paymentOf({ payment_method, paid_with }: Order): string {
  if (paid_with === null) return PAYMENT_METHODS[payment_method];
  const paid = PROVIDER_METHOD_LABELS[paid_with];
  return payment_method === 'pay_for_me' ? `${PAYMENT_METHODS.pay_for_me}, ${paid}` : paid;
}

const REFUNDED_TO: Record<OrderRefund['to'], string> = {
  wallet: 'back in your Jara wallet',
  card: 'refunded to your card',
  bank_transfer: 'refunded to your bank account',
  ussd: 'refunded to your bank account',
  mpesa: 'refunded to your M-Pesa',
};

/** Where a cancelled order's money went: a pay-for-me order's goes back to whoever paid it. */
function refundTo(order: Order, refund: OrderRefund): string {
  return order.payment_method === 'pay_for_me'
    ? 'refunded to the person who paid'
    : REFUNDED_TO[refund.to];
}

export function OrderFacts({ order, onLeave }: { order: Order; onLeave: () => void }) {
  const { country } = useParcelProps();
  const store = pathTo('store', { params: { name: order.vendor.slug }, country });
  const where =
    order.delivery_type === 'pickup' ? `Pickup at ${order.vendor.address}` : order.delivery_address;
  return (
    <dl className={styles.facts}>
      <dt>Store</dt>
      <dd>
        <InAppLink href={store} onLeave={onLeave}>
          {order.vendor.business_name}
        </InAppLink>
      </dd>
      <dt>{order.delivery_type === 'pickup' ? 'Pickup' : 'Delivery address'}</dt>
      <dd>{where}</dd>
      {dropOffLines(order).map(({ term, text }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{text}</dd>
        </Fragment>
      ))}
      <dt>Payment</dt>
      <dd>{paymentOf(order)}</dd>
      {order.cancel_reason ? (
        <>
          <dt>Cancelled</dt>
          <dd>By you: {CANCEL_REASON_LABELS[order.cancel_reason]}</dd>
        </>
      ) : null}
      {order.refund ? (
        <>
          <dt>Refund</dt>
          <dd>
            <Price amount={order.refund.amount} currency={order.currency} />{' '}
            {refundTo(order, order.refund)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
