/**
 * The "History" tab: finished orders, newest first, a page at a time, each with "Order again".
 * A page that fails to load keeps the rows already shown and offers to try that page again.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@jara/contracts/entities';
import { orderHistoryQuery } from '@jara/query/orders-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { orderDate } from './order-dates';
import { OrderRatingStars } from './order-rating-stars';
import { RepeatOrderButton } from './repeat-order-button';
import { statusLabel } from './order-status-labels';
import styles from './order-card.module.css';

interface OrderHistoryProps {
  onChoose: (orderId: string) => void;
  /** Called as the cart drawer takes over from an "Order again". */
  onLeave: () => void;
}

export function OrderHistory({ onChoose, onLeave }: OrderHistoryProps) {
  const history = useInfiniteQuery(orderHistoryQuery());

  if (history.isPending) {
    return (
      <SkeletonGroup label="Loading your past orders">
        <Skeleton height="5rem" shape="block" />
        <Skeleton height="5rem" shape="block" />
        <Skeleton height="5rem" shape="block" />
      </SkeletonGroup>
    );
  }
  // A page without its list is an answer of the wrong shape: a failed load, not rows to draw.
  const pages = history.data?.pages;
  if (!pages?.every((page) => Array.isArray(page?.items))) {
    return (
      <LoadError message="We could not load your past orders." onRetry={() => history.refetch()} />
    );
  }
  const orders = pages.flatMap((page) => page.items);
  if (orders.length === 0) return <p className={styles.empty}>You have no past orders yet.</p>;
  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <HistoryRow key={order.uuid} order={order} onChoose={onChoose} onLeave={onLeave} />
        ))}
      </ul>
      {history.isFetchNextPageError ? (
        <LoadError
          message="We could not load more orders."
          onRetry={() => void history.fetchNextPage()}
        />
      ) : history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          className={styles.more}
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show more orders
        </Button>
      ) : null}
    </>
  );
}

function HistoryRow({ order, onChoose, onLeave }: OrderHistoryProps & { order: Order }) {
  return (
    <li className={styles.card} data-testid="past-order">
      <div className={styles.row}>
        <button type="button" className={styles.open} onClick={() => onChoose(order.uuid)}>
          {order.vendor.business_name}
        </button>
        <Price amount={order.total} currency={order.currency} />
      </div>
      <div className={styles.row}>
        <p className={styles.meta}>
          <time dateTime={order.created_at}>{orderDate(order.created_at, order.currency)}</time> ·{' '}
          <span data-status={order.status}>{statusLabel(order.status, order.delivery_type)}</span>
        </p>
        {order.rating !== null ? <OrderRatingStars rating={order.rating} /> : null}
      </div>
      <RepeatOrderButton order={order} onLeave={onLeave} compact />
    </li>
  );
}
