/**
 * The bell's panel: the customer's notifications, newest first as the API sends them, in a list
 * that scrolls; a skeleton while they load, a sentence when there are none, and a retry when
 * they could not be read. It takes focus when it opens so the keyboard lands in it.
 */
import type { Ref } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { NotificationList } from '@jara/contracts/entities';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { NotificationItem } from './notification-item';
import styles from './notification-panel.module.css';

export interface NotificationPanelProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  notifications: UseQueryResult<NotificationList>;
  /** The notifications that were unread when the panel opened. */
  shownUnread: ReadonlySet<string>;
  onOpenOrder: (orderId: string) => void;
  onTrackOrders: () => void;
}

export function NotificationPanel({
  ref,
  id,
  notifications,
  shownUnread,
  onOpenOrder,
  onTrackOrders,
}: NotificationPanelProps) {
  const { data: list, isError, isPending, refetch } = notifications;
  return (
    <div
      ref={ref}
      id={id}
      className={styles.panel}
      role="region"
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        Notifications
      </h2>
      {isError ? (
        <LoadError
          message={
            list
              ? 'We could not refresh your notifications.'
              : 'We could not load your notifications.'
          }
          onRetry={() => void refetch()}
        />
      ) : null}
      {isPending && !isError ? (
        <SkeletonGroup label="Loading notifications" className={styles.loading}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="3.5rem" shape="block" />
          ))}
        </SkeletonGroup>
      ) : null}
      {list && list.notifications.length === 0 ? (
        <p className={styles.none}>No notifications yet.</p>
      ) : null}
      {list && list.notifications.length > 0 ? (
        <ul className={styles.list} aria-label="Latest notifications" tabIndex={0}>
          {list.notifications.map((item) => (
            <NotificationItem
              key={item.uuid}
              notification={item}
              unread={item.read_at === null || shownUnread.has(item.uuid)}
              onOpenOrder={onOpenOrder}
            />
          ))}
        </ul>
      ) : null}
      <button type="button" className={styles.track} onClick={onTrackOrders}>
        Track my orders
      </button>
    </div>
  );
}
