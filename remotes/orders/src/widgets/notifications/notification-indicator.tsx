/**
 * The bell in the shop header: the customer's unread count, and a disclosure panel with their
 * notifications. Opening the panel marks them read; Escape or a click elsewhere closes it.
 * Shown only to a signed-in customer.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import { useBusEvent } from '@jara/bus/react';
import { accountKeys, notificationsQuery } from '@jara/query/account-queries';
import { useSignedIn } from '@jara/state/use-signed-in';
import { NotificationPanel } from './notification-panel';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';
import styles from './notification-indicator.module.css';

export function NotificationIndicator() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  // A failed refresh keeps the cached list, so the badge keeps its last count.
  const notifications = useQuery({ ...notificationsQuery(), enabled: signedIn });
  const [open, setOpen] = useState(false);
  const shownUnread = useMarkReadWhileOpen(open, notifications.data);
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useBusEvent('auth:logged-out', () => setOpen(false));
  // A placed order invalidates the list from the checkout; realtime news does it here.
  useBusEvent('notification:received', () =>
    queryClient.invalidateQueries({ queryKey: accountKeys.notifications() }),
  );

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (!signedIn) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    bell.current?.focus();
  };
  const openTracking = (orderId?: string) => {
    setOpen(false);
    bus.emit('orders:open-tracking', orderId ? { orderId } : {});
  };

  const total = notifications.data?.total ?? 0;
  return (
    <div ref={wrapper} className={styles.wrapper} onKeyDown={closeOnEscape}>
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={total > 0 ? `Notifications, ${total} unread` : 'Notifications'}
        data-testid="notification-indicator"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {total > 0 ? (
          <span className={styles.badge} data-testid="notification-count">
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel
          ref={panel}
          id={panelId}
          notifications={notifications}
          shownUnread={shownUnread}
          onOpenOrder={openTracking}
          onTrackOrders={() => openTracking()}
        />
      ) : null}
    </div>
  );
}
