/** The "Active" tab: the orders still on their way, each with how far along it is. */
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@jara/contracts/entities';
import { activeOrdersQuery } from '@jara/query/orders-queries';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { currentOrders } from './order-lists';
import { etaText } from './order-eta';
import { orderProgress, statusLabel } from './order-status-labels';
import styles from './order-card.module.css';

export function ActiveOrders({ onChoose }: { onChoose: (orderId: string) => void }) {
  const orders = useQuery({ ...activeOrdersQuery(), select: currentOrders });

  if (orders.isPending) {
    return (
      <SkeletonGroup label="Loading your orders">
        <Skeleton height="7.5rem" shape="block" />
        <Skeleton height="7.5rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (orders.isError) {
    return <LoadError message="We could not load your orders." onRetry={() => orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return <p className={styles.empty}>You have no orders on the way.</p>;
  }
  return (
    <ul className={styles.list}>
      {orders.data.map((order) => (
        <ActiveOrderCard key={order.uuid} order={order} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function ActiveOrderCard({ order, onChoose }: { order: Order; onChoose: (id: string) => void }) {
  return (
    <li className={styles.card} data-testid="active-order">
      <div className={styles.row}>
        <button type="button" className={styles.open} onClick={() => onChoose(order.uuid)}>
          {order.vendor.business_name}
        </button>
        <Price amount={order.total} currency={order.currency} />
      </div>
      <p className={styles.status} data-status={order.status}>
        {statusLabel(order.status, order.delivery_type)}
        {order.scheduled_for ? ` · ${etaText(order)}` : null}
      </p>
      <progress
        max={1}
        value={orderProgress(order.status)}
        aria-label={`Order ${order.reference} progress`}
      />
      <p className={styles.meta}>Order {order.reference}</p>
    </li>
  );
}
