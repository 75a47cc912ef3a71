import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sql } from '../db/statements';
import { fieldError } from '../http/api-error';
import { optionalCustomer, requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { parseBody } from '../http/validation';
import { orderRequestBody } from '../routes/checkout';
import type { SandboxContext } from '../sandbox-context';
import { findOrder } from '../store/order-queries';
import { assetsBase, publicBase, viewContext } from '../views/view-context';
import { orderPayment, placeOrderOnce } from './checkout-order';
import { markOrderPaid } from './order-payment';
import {
  assertPayable,
  payForMeRequestOf,
  requirePayForMe,
  toPayForMeRequest,
  type PayForMeRow,
} from './pay-for-me-store';
import { createPayment, findPayment, paymentRedirect, type PaymentRow } from './payment-store';
import { assertSiteReturnUrl, idempotencyKey, returnUrl } from './return-url';

type TokenParams = { Params: { token: string } };

const payBody = z.object({ return_url: returnUrl, idempotency_key: idempotencyKey });
const verifyBody = z.object({ reference: z.string().trim().min(1).max(64) });

/** Pay-for-me: the customer makes a link, anyone with it pays on the provider's page. */
export function registerPayForMeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  const answer = (request: FastifyRequest, row: PayForMeRow) =>
    toPayForMeRequest(db, row, {
      assetsBase: assetsBase(ctx, request),
      now: ctx.clock.now(),
      viewerId: optionalCustomer(db, request)?.id ?? null,
    });

  app.post('/marketplace/pay_for_me', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(orderRequestBody, request.body);
    const view = viewContext(ctx, request, customer.id);
    const row = db.transaction(() => {
      const { order } = placeOrderOnce(
        ctx,
        customer,
        { ...body, payment_method: 'pay_for_me' },
        view,
      );
      if (order.payment_method !== 'pay_for_me') {
        throw fieldError('idempotency_key', 'This checkout attempt was paid another way.');
      }
      return payForMeRequestOf(db, order.uuid, customer.id, ctx.clock.now());
    })();
    return ok(answer(request, row), 'Your payment link is ready. Share it with whoever will pay.');
  });

  app.get<TokenParams>('/marketplace/pay_for_me/:token', async (request) =>
    ok(answer(request, requirePayForMe(db, request.params.token))),
  );

  app.post<TokenParams>('/marketplace/pay_for_me/:token/pay', async (request) => {
    const row = requirePayForMe(db, request.params.token);
    const body = parseBody(payBody, request.body);
    assertSiteReturnUrl(ctx, body.return_url);
    assertPayable(answer(request, row));
    const payment = db.transaction(() => {
      const again = sql(
        db,
        'SELECT * FROM payments WHERE order_uuid = ? AND idempotency_key = ?',
      ).get(row.order_uuid, body.idempotency_key) as PaymentRow | undefined;
      if (again) return again;
      const order = findOrder(db, row.order_uuid)!;
      const payment = orderPayment(ctx, order, body.return_url, 'pay_for_me');
      return createPayment(
        db,
        { ...payment, idempotency_key: body.idempotency_key },
        ctx.clock.iso(),
      );
    })();
    return ok(paymentRedirect(publicBase(request), payment));
  });

  app.post<TokenParams>('/marketplace/pay_for_me/:token/verify', async (request) => {
    const row = requirePayForMe(db, request.params.token);
    const { reference } = parseBody(verifyBody, request.body);
    const payment = findPayment(db, reference);
    if (!payment || payment.order_uuid !== row.order_uuid) {
      throw fieldError('reference', 'This payment is not for this payment link.');
    }
    if (payment.status === 'succeeded') markOrderPaid(ctx, row.order_uuid);
    return ok(answer(request, row));
  });
}
