/**
 * The order-tracking drawer: the customer's active orders and how far along each is. Opens on
 * `orders:open-tracking` (the bell, or any bundle) and when an order has just been placed.
 */
import { useCallback, useState } from 'react';
import { useBusEvent } from '@jara/bus/react';
import { getActiveOrders } from '@jara/api/orders';
import { isTerminalOrder } from '@jara/api/order-status';
import type { Order } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { Price } from '@jara/ui/price';
import { Spinner } from '@jara/ui/spinner';
import { ORDER_STATUS_LABELS, orderProgress } from './order-status-labels';
import { useSignedIn } from '@jara/state/use-signed-in';
import styles from './order-tracking-drawer.module.css';

type Load = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; orders: Order[] };

export function withStatus(orders: Order[], changed: Order): Order[] {
  if (isTerminalOrder(changed)) return orders.filter((order) => order.uuid !== changed.uuid);
  const known = orders.some((order) => order.uuid === changed.uuid);
  return known
    ? orders.map((order) => (order.uuid === changed.uuid ? changed : order))
    : [changed, ...orders];
}

export function OrderTrackingDrawer() {
  const { requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'idle' });

  const refresh = useCallback(() => {
    setLoad({ state: 'loading' });
    getActiveOrders()
      .then((orders) =>
        setLoad({ state: 'loaded', orders: orders.filter((order) => !isTerminalOrder(order)) }),
      )
      .catch(() => setLoad({ state: 'failed' }));
  }, []);

  const show = () => {
    setOpen(true);
    if (signedIn) refresh();
  };
  useBusEvent('orders:open-tracking', show);
  useBusEvent('order:placed', show);
  useBusEvent('auth:logged-out', () => {
    setOpen(false);
    setLoad({ state: 'idle' });
  });
  // Realtime, relayed by the shell: a finished order leaves the list (spec 4: terminal orders
  // are not kept as current), any other status replaces the one shown.
  useBusEvent('order:status-changed', ({ order }) =>
    setLoad((current) =>
      current.state === 'loaded'
        ? { state: 'loaded', orders: withStatus(current.orders, order) }
        : current,
    ),
  );

  const body = () => {
    if (!signedIn) {
      return (
        <div className={styles.message}>
          <p>Sign in to see your orders as they move.</p>
          <Button
            onClick={() =>
              void requestLogin('customer', 'Sign in to track your orders').then(
                (ok) => ok && refresh(),
              )
            }
          >
            Sign in
          </Button>
        </div>
      );
    }
    if (load.state === 'failed') {
      return (
        <div className={styles.message} role="alert">
          <p>We could not load your orders.</p>
          <Button variant="secondary" onClick={refresh}>
            Try again
          </Button>
        </div>
      );
    }
    if (load.state !== 'loaded') return <Spinner label="Loading your orders" />;
    if (load.orders.length === 0)
      return <p className={styles.message}>You have no orders on the way.</p>;
    return <ActiveOrderList orders={load.orders} />;
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
