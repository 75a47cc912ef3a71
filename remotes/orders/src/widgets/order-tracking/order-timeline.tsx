/**
 * Every status the order went through, with its time; while it is moving, the steps still to
 * come are listed after it, so the customer sees what happens next.
 */
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';
import { statusTime } from './order-dates';
import { DELIVERY_STEPS, statusLabel } from './order-status-labels';
import styles from './order-timeline.module.css';

const PICKUP_STEPS = DELIVERY_STEPS.filter((status) => status !== 'in_transit');

export function OrderTimeline({ order }: { order: Order }) {
  const reached = order.status_history.filter((change) => change.status !== 'awaiting_payment');
  const steps = order.delivery_type === 'pickup' ? PICKUP_STEPS : DELIVERY_STEPS;
  const passed = new Set(reached.map((change) => change.status));
  const upcoming = isTerminalOrder(order) ? [] : steps.filter((status) => !passed.has(status));
  return (
    <section aria-labelledby="order-timeline-title">
      <h4 id="order-timeline-title" className={styles.heading}>
        Timeline
      </h4>
      <ol className={styles.timeline} data-testid="order-timeline">
        {reached.map((change, index) => (
          <li
            key={`${change.status}-${change.at}`}
            className={styles.reached}
            aria-current={index === reached.length - 1 ? 'step' : undefined}
          >
            <span className={styles.label}>{statusLabel(change.status, order.delivery_type)}</span>
            <time className={styles.time} dateTime={change.at}>
              {statusTime(change.at, order.currency)}
            </time>
          </li>
        ))}
        {upcoming.map((status) => (
          <li key={status} className={styles.upcoming}>
            <span className={styles.label}>{statusLabel(status, order.delivery_type)}</span>
            <span className={styles.time}>Coming up</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
