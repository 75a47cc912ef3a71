import type { FastifyInstance } from 'fastify';
import type { VendorFeedback } from '@jara/contracts/entities';
import { z } from 'zod';
import { sql } from '../db/statements';
import { ApiError, notFound } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { numeric } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { requireCustomerOrder } from '../store/order-queries';
import { requireVendor } from '../store/vendor-queries';

type Params = { Params: { vendorId: string; orderId: string } };

const ratingBody = z.object({
  rating: numeric(z.number().int().min(1).max(5)),
  comment: z.string().trim().max(500).optional(),
});

/** "Ada Okafor" -> "Ada O.", as reviews show names. */
function reviewerName(name: string): string {
  const [first = '', last = ''] = name.trim().split(/\s+/);
  return last ? `${first} ${last[0]}.` : first;
}

export function registerFeedbackRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post<Params>('/marketplace/feedback/:vendorId/order/:orderId', async (request) => {
    const customer = requireCustomer(db, request);
    const vendor = requireVendor(db, request.params.vendorId);
    const order = requireCustomerOrder(db, customer.id, request.params.orderId);
    if (order.vendor_uuid !== vendor.uuid)
      throw notFound(`This order is not from ${vendor.business_name}.`);
    const body = parseBody(ratingBody, request.body);
    if (order.status !== 'completed') {
      throw new ApiError(422, 'You can rate an order once it has been completed.');
    }
    if (order.rating !== null) throw new ApiError(409, 'You have already rated this order.');
    const at = ctx.clock.iso();
    const feedback = db.transaction(() => {
      const inserted = sql(
        db,
        `INSERT INTO vendor_feedback (vendor_uuid, order_uuid, customer_name, rating, comment, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        vendor.uuid,
        order.uuid,
        reviewerName(customer.name),
        body.rating,
        body.comment ?? '',
        at,
      );
      sql(db, 'UPDATE orders SET rating = ?, rating_comment = ? WHERE uuid = ?').run(
        body.rating,
        body.comment ?? null,
        order.uuid,
      );
      sql(
        db,
        `UPDATE vendors SET rating = ROUND((rating * ratings_count + ?) / (ratings_count + 1), 1),
         ratings_count = ratings_count + 1 WHERE uuid = ?`,
      ).run(body.rating, vendor.uuid);
      return sql(
        db,
        'SELECT id, rating, comment, customer_name, created_at FROM vendor_feedback WHERE id = ?',
      ).get(inserted.lastInsertRowid) as VendorFeedback;
    })();
    // The store's rating shows on its page and on the marketplace.
    ctx.catalogueChanges.bump(`${vendor.business_name} was rated`);
    return ok(feedback, 'Thanks for rating your order!');
  });
}
