import type { FastifyInstance } from 'fastify';
import type { AppNotification, NotificationList } from '@jara/contracts/entities';
import { z } from 'zod';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { pageQuery, uuidList } from '../http/fields';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';

/** The bell shows the latest ones; older ones are a page away. */
const NOTIFICATIONS_PER_PAGE = 30;

const readBody = z.object({ notification_uuids: uuidList.optional() });

/** A page of the customer's notifications, newest first; `total` counts the unread ones. */
function notificationList(db: Db, customerId: number, page = 1, perPage = NOTIFICATIONS_PER_PAGE) {
  const notifications = sql(
    db,
    `SELECT uuid, title, body, order_uuid, read_at, created_at FROM notifications
     WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  ).all(customerId, perPage, (page - 1) * perPage) as AppNotification[];
  const { total } = sql(
    db,
    'SELECT COUNT(*) AS total FROM notifications WHERE customer_id = ? AND read_at IS NULL',
  ).get(customerId) as { total: number };
  const list: NotificationList = { notifications, total };
  return list;
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/account/notifications', async (request) => {
    const customer = requireCustomer(db, request);
    const query = parseQuery(pageQuery, request.query);
    return ok(notificationList(db, customer.id, query.page, query.per_page));
  });

  app.post('/account/notifications/read', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(readBody, request.body ?? {});
    const at = ctx.clock.iso();
    const unread = 'UPDATE notifications SET read_at = ? WHERE customer_id = ? AND read_at IS NULL';
    db.transaction(() => {
      if (!body.notification_uuids) {
        sql(db, unread).run(at, customer.id);
        return;
      }
      const mark = sql(db, `${unread} AND uuid = ?`);
      for (const uuid of body.notification_uuids) mark.run(at, customer.id, uuid);
    })();
    return ok(notificationList(db, customer.id), 'Notifications marked as read.');
  });
}
