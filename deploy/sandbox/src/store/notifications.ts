import { REALTIME_CHANNEL_PREFIX, REALTIME_EVENTS } from '@jara/contracts/api-calls';
import type { AppNotification } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import { newUuid } from '../domain/ids';
import type { SandboxContext } from '../sandbox-context';

export function customerChannel(customerId: number): string {
  return `${REALTIME_CHANNEL_PREFIX}${customerId}`;
}

/** Stores a notification (about `orderUuid`, if given) and pushes it on the customer's channel. */
export function createNotification(
  ctx: SandboxContext,
  customerId: number,
  title: string,
  body: string,
  orderUuid: string | null = null,
): AppNotification {
  const notification: AppNotification = {
    uuid: newUuid(),
    title,
    body,
    order_uuid: orderUuid,
    read_at: null,
    created_at: ctx.clock.iso(),
  };
  sql(
    ctx.db,
    `INSERT INTO notifications (uuid, customer_id, title, body, order_uuid, read_at, created_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?)`,
  ).run(notification.uuid, customerId, title, body, orderUuid, notification.created_at);
  ctx.realtime.publish(customerChannel(customerId), REALTIME_EVENTS.notification, { notification });
  return notification;
}
