import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { findOrder } from '../store/order-queries';
import { paymentsOfOrder } from './payment-store';

const query = z.object({ order: z.string().trim().min(1).max(64) });

/** Control endpoint: what the provider holds for one order, so e2e can prove one charge. */
export function registerPaymentControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/__sandbox/payments', async (request) => {
    const { order } = parseQuery(query, request.query);
    const uuid = findOrder(ctx.db, order)?.uuid ?? order;
    const payments = paymentsOfOrder(ctx.db, uuid).map((payment) => ({
      reference: payment.reference,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      order_uuid: payment.order_uuid,
    }));
    return ok(payments);
  });
}
