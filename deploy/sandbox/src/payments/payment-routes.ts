import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import type { SandboxContext } from '../sandbox-context';
import { assetsBase } from '../views/view-context';
import { verifyPayment } from './order-payment';
import { findPayment } from './payment-store';

export function registerPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get<{ Params: { reference: string } }>('/payments/:reference/verify', async (request) => {
    const customer = requireCustomer(db, request);
    const payment = findPayment(db, request.params.reference);
    if (!payment || payment.customer_id !== customer.id) {
      throw notFound('We could not find that payment.');
    }
    return ok(verifyPayment(ctx, payment, assetsBase(ctx, request)));
  });
}
