/**
 * The bell in the shop header: the customer's notification count, and a panel with the latest
 * notifications and a way into order tracking. Shown only to a signed-in customer.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import { useBusEvent } from '@jara/bus/react';
import { accountKeys, notificationsQuery } from '@jara/query/account-queries';
import { useSignedIn } from '@jara/state/use-signed-in';
import styles from './notification-indicator.module.css';

export function NotificationIndicator() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  // A background read: when it fails the bell simply keeps its last count.
  const { data: list } = useQuery({ ...notificationsQuery(), enabled: signedIn });
  const [open, setOpen] = useState(false);

  useBusEvent('auth:logged-out', () => setOpen(false));
  // A placed order invalidates the list from the checkout; realtime news does it here.
  useBusEvent('notification:received', () =>
    queryClient.invalidateQueries({ queryKey: accountKeys.notifications() }),
  );

  if (!signedIn) return null;
  const total = list?.total ?? 0;
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-label={`Notifications, ${total}`}
        data-testid="notification-indicator"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {total > 0 && <span className={styles.badge}>{total > 99 ? '99+' : total}</span>}
      </button>
      {open && (
        <div className={styles.panel} role="region" aria-label="Notifications">
          {list && list.notifications.length > 0 ? (
            <ul className={styles.list}>
              {list.notifications.slice(0, 5).map((item) => (
                <li key={item.uuid} className={item.read_at ? styles.read : styles.unread}>
                  <strong>{item.title}</strong>
                  <span>{item.body}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>No notifications yet.</p>
          )}
          <button
            type="button"
            className={styles.track}
            onClick={() => {
              setOpen(false);
              bus.emit('orders:open-tracking', {});
            }}
          >
            Track my orders
          </button>
        </div>
      )}
    </div>
  );
}
