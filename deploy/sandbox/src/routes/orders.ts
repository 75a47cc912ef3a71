import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CANCEL_REASONS } from '@jara/contracts/order-schema';
import { sql } from '../db/statements';
import { isTerminal } from '../domain/order-flow';
import { fieldError } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { pageQuery } from '../http/fields';
import { paginate } from '../http/pagination';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { cancelByCustomer } from '../store/cancel-order';
import { changeOrderStatus } from '../store/order-status';
import { findOrder, requireCustomerOrder, toOrder, type OrderRow } from '../store/order-queries';
import { repeatOrder } from '../store/repeat-order';
import { assetsBase, viewContext } from '../views/view-context';

type IdParams = { Params: { id: string } };
const orderIdBody = z.object({ order_id: z.string().trim().min(1).max(64) });
const cancelBody = z.object({ reason: z.enum(CANCEL_REASONS) });

export function registerOrderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  const showOrder = async (request: FastifyRequest<IdParams>) => {
    const customer = requireCustomer(db, request);
    const order = requireCustomerOrder(db, customer.id, request.params.id);
    return ok(toOrder(db, order, assetsBase(ctx, request)));
  };
  app.get<IdParams>('/orders/:id', showOrder);
  app.get<IdParams>('/marketplace/orders/:id', showOrder);
  app.get<IdParams>('/marketplace/orders/:id/latest', showOrder);

  /** Newest first; an order waiting for its payment is in neither list. */
  const ordersOf = (customerId: number, terminal: boolean) =>
    (
      sql(
        db,
        `SELECT * FROM orders WHERE customer_id = ? AND status <> 'awaiting_payment'
         ORDER BY created_at DESC, rowid DESC`,
      ).all(customerId) as OrderRow[]
    ).filter((order) => isTerminal(order.status) === terminal);

  app.get('/marketplace/orders/active', async (request) => {
    const customer = requireCustomer(db, request);
    const base = assetsBase(ctx, request);
    return ok(ordersOf(customer.id, false).map((order) => toOrder(db, order, base)));
  });

  app.get('/marketplace/orders/history', async (request) => {
    const customer = requireCustomer(db, request);
    const query = parseQuery(pageQuery, request.query);
    const page = paginate(ordersOf(customer.id, true), query);
    const base = assetsBase(ctx, request);
    return ok({ ...page, items: page.items.map((order) => toOrder(db, order, base)) });
  });

  const bodyOrder = (customerId: number, orderId: string) => {
    const order = findOrder(db, orderId);
    if (!order || order.customer_id !== customerId) {
      throw fieldError('order_id', 'We could not find that order.');
    }
    return order;
  };

  app.post('/marketplace/orders/repeat', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(orderIdBody, request.body);
    const view = viewContext(ctx, request, customer.id);
    const { cart, added, skipped } = repeatOrder(
      ctx,
      customer.id,
      bodyOrder(customer.id, body.order_id),
      view,
    );
    const note =
      skipped > 0 ? ` ${skipped} item${skipped === 1 ? ' is' : 's are'} no longer available.` : '';
    return ok(
      cart,
      `Added ${added} item${added === 1 ? '' : 's'} from your order to your cart.${note}`,
    );
  });

  app.post<IdParams>('/marketplace/orders/:id/cancel', async (request) => {
    const customer = requireCustomer(db, request);
    const { reason } = parseBody(cancelBody, request.body);
    const cancelled = cancelByCustomer(ctx, customer.id, request.params.id, reason);
    const order = toOrder(db, cancelled, assetsBase(ctx, request));
    return ok(order, `Order ${order.reference} is cancelled. Your payment has been refunded.`);
  });

  app.post('/marketplace/orders/mark_as_picked_up', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(orderIdBody, request.body);
    const order = bodyOrder(customer.id, body.order_id);
    if (order.delivery_type !== 'pickup') {
      throw fieldError('order_id', 'Only pickup orders can be marked as picked up.');
    }
    if (order.status !== 'ready') {
      const reason = isTerminal(order.status)
        ? `it is already ${order.status}`
        : 'it is not ready yet';
      throw fieldError('order_id', `This order cannot be marked as picked up: ${reason}.`);
    }
    const updated = changeOrderStatus(ctx, order, 'completed', ctx.clock.now());
    return ok(toOrder(db, updated, assetsBase(ctx, request)), 'Order marked as picked up. Enjoy!');
  });
}
