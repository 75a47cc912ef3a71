/**
 * The order-tracking drawer: the customer's active orders and how far along each is. Opens on
 * `orders:open-tracking` (the bell, or any bundle) and when an order has just been placed.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@jara/bus/react';
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { activeOrdersQuery, ordersKeys } from '@jara/query/orders-queries';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { LoadError } from '@jara/ui/load-error';
import { Price } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { ORDER_STATUS_LABELS, orderProgress } from './order-status-labels';
import { useSignedIn } from '@jara/state/use-signed-in';
import styles from './order-tracking-drawer.module.css';

export function withStatus(orders: Order[], changed: Order): Order[] {
  if (isTerminalOrder(changed)) return orders.filter((order) => order.uuid !== changed.uuid);
  const known = orders.some((order) => order.uuid === changed.uuid);
  return known
    ? orders.map((order) => (order.uuid === changed.uuid ? changed : order))
    : [changed, ...orders];
}

const current = (orders: Order[]) => orders.filter((order) => !isTerminalOrder(order));

export function OrderTrackingDrawer() {
  const { requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Read while the drawer is open; a placed order (checkout) or sign-in makes it read again.
  const orders = useQuery({ ...activeOrdersQuery(), enabled: signedIn && open, select: current });

  const show = () => setOpen(true);
  useBusEvent('orders:open-tracking', show);
  useBusEvent('order:placed', show);
  useBusEvent('auth:logged-out', () => setOpen(false));
  // Realtime, relayed by the shell: a finished order leaves the list (spec 4: terminal orders
  // are not kept as current), any other status replaces the one shown.
  useBusEvent('order:status-changed', ({ order }) =>
    queryClient.setQueryData<Order[]>(ordersKeys.active(), (known) =>
      known ? withStatus(known, order) : known,
    ),
  );

  const body = () => {
    if (!signedIn) {
      return (
        <div className={styles.message}>
          <p>Sign in to see your orders as they move.</p>
          <Button onClick={() => void requestLogin('customer', 'Sign in to track your orders')}>
            Sign in
          </Button>
        </div>
      );
    }
    if (orders.isPending) {
      return (
        <SkeletonGroup label="Loading your orders">
          <Skeleton height="7.5rem" shape="block" />
          <Skeleton height="7.5rem" shape="block" />
        </SkeletonGroup>
      );
    }
    if (orders.isError) {
      return (
        <LoadError message="We could not load your orders." onRetry={() => orders.refetch()} />
      );
    }
    if (orders.data.length === 0)
      return <p className={styles.message}>You have no orders on the way.</p>;
    return <ActiveOrderList orders={orders.data} />;
  };

  return (
    <Drawer open={open} onClose={() => setOpen(false)} title="Track your orders">
      {body()}
    </Drawer>
  );
}

function ActiveOrderList({ orders }: { orders: Order[] }) {
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order.uuid} className={styles.order} data-testid="active-order">
          <div className={styles.row}>
            <strong>{order.vendor.business_name}</strong>
            <Price amount={order.total} currency={order.currency} />
          </div>
          <p className={styles.status} data-status={order.status}>
            {ORDER_STATUS_LABELS[order.status]}
          </p>
          <progress
            max={1}
            value={orderProgress(order.status)}
            aria-label={`Order ${order.reference} progress`}
          />
          <p className={styles.reference}>Order {order.reference}</p>
        </li>
      ))}
    </ul>
  );
}
