/**
 * One notification in the bell's panel: title, text and when. One about an order is a button
 * that opens that order; an unread one is marked by a dot and, for screen readers, in words.
 */
import type { AppNotification } from '@jara/contracts/entities';
import { VisuallyHidden } from '@jara/ui/visually-hidden';
import { timeAgo } from './notification-time-ago';
import styles from './notification-panel.module.css';

export interface NotificationItemProps {
  notification: AppNotification;
  unread: boolean;
  onOpenOrder: (orderId: string) => void;
}

export function NotificationItem({ notification, unread, onOpenOrder }: NotificationItemProps) {
  const { order_uuid: orderId, title, body, created_at: createdAt } = notification;
  const when = timeAgo(createdAt);
  const content = (
    <>
      {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
      <strong className={styles.title}>{title}</strong>
      <span className={styles.body}>{body}</span>
      {when ? (
        <time className={styles.time} dateTime={createdAt}>
          {when}
        </time>
      ) : null}
    </>
  );
  return (
    <li className={`${styles.item} ${unread ? styles.unread : ''}`}>
      {orderId ? (
        <button type="button" className={styles.entry} onClick={() => onOpenOrder(orderId)}>
          {content}
          <span className={styles.go} aria-hidden="true">
            ›
          </span>
        </button>
      ) : (
        <div className={styles.entry}>{content}</div>
      )}
    </li>
  );
}
