/**
 * The orders drawer: the customer's active orders and their history in two tabs, and one
 * order's details. Opens on `orders:open-tracking` (the account menu, the bell: with an
 * `orderId` it opens that order's details) and when an order has just been placed.
 */
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isTerminalOrder } from '@jara/api/order-status';
import { useBusEvent } from '@jara/bus/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { trackedOrderQuery } from '@jara/query/orders-queries';
import { useSignedIn } from '@jara/state/use-signed-in';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { recordOrder } from './order-lists';
import type { OrdersTab } from './orders-tabs';
import { recordRiderPosition } from './rider-positions';
import styles from './order-tracking-drawer.module.css';

// Every page holds the drawer closed: what it shows (lists, details, the rating form and its
// form library) loads when it first opens, not with the page.
const OrdersTabs = lazy(() =>
  import(/* webpackChunkName: "orders-tabs" */ './orders-tabs').then((m) => ({
    default: m.OrdersTabs,
  })),
);
const OrderDetails = lazy(() =>
  import(/* webpackChunkName: "order-details" */ './order-details').then((m) => ({
    default: m.OrderDetails,
  })),
);

export function OrderTrackingDrawer() {
  const { requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<OrdersTab>('active');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [cameBack, setCameBack] = useState(false);

  const show = (details: string | null) => {
    setOrderId(details);
    setCameBack(false);
    setOpen(true);
  };
  useBusEvent('orders:open-tracking', ({ orderId: details }) => show(details ?? null));
  useBusEvent('order:placed', ({ orderId: placed }) => {
    setTab('active');
    show(null);
    // The order as it stands now: a terminal one (a store that declined at once) goes to History
    // (spec 4). A live one arrives with the active orders the placing bundle marked stale;
    // patching it in here would mark them fresh and skip that read.
    client
      .fetchQuery(trackedOrderQuery(placed))
      .then((order) => {
        if (isTerminalOrder(order)) recordOrder(client, order);
      })
      .catch(() => undefined);
  });
  useBusEvent('auth:logged-out', () => setOpen(false));
  // Realtime: the shell relays only orders of the contract's shape (it drops anything else).
  useBusEvent('order:status-changed', ({ order }) => recordOrder(client, order));
  useBusEvent('order:rider-moved', (event) => recordRiderPosition(client, event));

  const close = () => setOpen(false);
  const body = () => {
    if (!signedIn) {
      return (
        <div className={styles.message}>
          <p>Sign in to see your orders as they move.</p>
          <Button onClick={() => void requestLogin('customer', 'Sign in to see your orders')}>
            Sign in
          </Button>
        </div>
      );
    }
    if (orderId) {
      return (
        <OrderDetails
          orderId={orderId}
          onBack={() => {
            setOrderId(null);
            setCameBack(true);
          }}
          onLeave={close}
        />
      );
    }
    return (
      <OrdersTabs tab={tab} onTab={setTab} onChoose={show} onLeave={close} focusTab={cameBack} />
    );
  };

  return (
    <Drawer open={open} onClose={close} title="Your orders">
      <Suspense
        fallback={
          <SkeletonGroup label="Loading your orders">
            <Skeleton height="7.5rem" shape="block" />
          </SkeletonGroup>
        }
      >
        {body()}
      </Suspense>
    </Drawer>
  );
}
