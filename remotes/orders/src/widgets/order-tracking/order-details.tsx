/**
 * One order in full, inside the drawer: read with its details, kept current by the realtime
 * events (they write the same cache entry) and, while it moves, refreshed from `latest`.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { orderDetailsQuery } from '@jara/query/orders-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { OrderSummary } from './order-summary';
import styles from './order-details.module.css';

export interface OrderDetailsProps {
  orderId: string;
  onBack: () => void;
  /** The customer follows a link out of the drawer (the vendor's store). */
  onLeave: () => void;
}

export function OrderDetails({ orderId, onBack, onLeave }: OrderDetailsProps) {
  const details = useQuery(orderDetailsQuery(orderId));
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), [orderId]);

  const body = () => {
    if (details.isPending) {
      return (
        <SkeletonGroup label="Loading the order">
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton height="6rem" shape="block" />
          <Skeleton height="10rem" shape="block" />
        </SkeletonGroup>
      );
    }
    if (details.isError) {
      const missing = isApiError(details.error) && details.error.status === 404;
      return missing ? (
        <p className={styles.missing} role="alert">
          We could not find this order. It may belong to another account.
        </p>
      ) : (
        <LoadError message="We could not load this order." onRetry={() => details.refetch()} />
      );
    }
    return <OrderSummary order={details.data} onLeave={onLeave} />;
  };

  return (
    <div className={styles.details}>
      <Button ref={back} variant="ghost" size="sm" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> Back to orders
      </Button>
      {body()}
    </div>
  );
}
