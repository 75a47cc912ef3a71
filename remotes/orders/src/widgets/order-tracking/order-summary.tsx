/** What an order's details show, top to bottom, and which actions it offers in its state. */
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';
import { CancelOrderForm } from './cancel-order-form';
import { OrderFacts } from './order-facts';
import { OrderHelp } from './order-help';
import { OrderItems } from './order-items';
import { OrderTimeline } from './order-timeline';
import { OrderRating } from './order-rating';
import { PickedUpButton } from './picked-up-button';
import { RateOrderForm } from './rate-order-form';
import { RepeatOrderButton } from './repeat-order-button';
import { RiderCard } from './rider-card';
import { StoreCallLink } from './store-call-link';
import { etaText } from './order-eta';
import { statusLabel } from './order-status-labels';
import styles from './order-details.module.css';

export function OrderSummary({ order, onLeave }: { order: Order; onLeave: () => void }) {
  const eta = etaText(order);
  const readyForPickup = order.delivery_type === 'pickup' && order.status === 'ready';
  return (
    <article className={styles.summary} aria-labelledby="order-details-title">
      <header>
        <h3 id="order-details-title" className={styles.title}>
          Order {order.reference}
        </h3>
        <p className={styles.status} data-status={order.status}>
          {statusLabel(order.status, order.delivery_type)}
          {eta ? <span className={styles.eta}> · {eta}</span> : null}
        </p>
      </header>
      {readyForPickup ? <PickedUpButton order={order} /> : null}
      {order.rider ? <RiderCard rider={order.rider} /> : null}
      {isTerminalOrder(order) ? null : <StoreCallLink order={order} />}
      <OrderTimeline order={order} />
      {order.status === 'pending' ? <CancelOrderForm order={order} /> : null}
      <OrderItems order={order} />
      <OrderFacts order={order} onLeave={onLeave} />
      {isTerminalOrder(order) ? <RepeatOrderButton order={order} onLeave={onLeave} /> : null}
      {order.status === 'completed' ? (
        order.rating !== null ? (
          <OrderRating rating={order.rating} comment={order.rating_comment} />
        ) : (
          <RateOrderForm order={order} />
        )
      ) : null}
      <OrderHelp order={order} onLeave={onLeave} />
    </article>
  );
}
