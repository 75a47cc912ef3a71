import type { FastifyInstance } from 'fastify';
import type { PaymentLink } from '@jara/contracts/plans';
import { z } from 'zod';
import { escapeXml } from '../assets/svg-art';
import { sql } from '../db/statements';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { newReference } from '../domain/ids';
import { formatMoney } from '../domain/money';
import { fieldError, forbidden, notFound } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { latitude, longitude, requiredText } from '../http/fields';
import { requestCountry } from '../http/location';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { servingArea } from '../store/delivery-quote';
import { publicBase } from '../views/view-context';
import { planAmount } from './plan-pricing';
import { planOrderBody } from './plan-schemas';

const paymentBody = planOrderBody.extend({
  address: requiredText(300),
  latitude,
  longitude,
  start_date: z.iso.date({ error: 'The start_date field must be a date like 2025-01-31.' }),
});

/** Payment links point at a page on this port that stands in for the payment provider. */
export function registerPlanPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post<{ Params: { customerId: string } }>(
    '/v3/website/onboarding/:customerId/generate_payment_link',
    async (request) => {
      const customer = requireCustomer(db, request, 'plans');
      if (String(customer.id) !== request.params.customerId) {
        throw forbidden('You can only create payment links for your own account.');
      }
      const body = parseBody(paymentBody, request.body);
      const today = ctx.clock.iso().slice(0, 10);
      if (body.start_date < today)
        throw fieldError('start_date', 'The start date cannot be in the past.');
      const country = requestCountry(request);
      if (!servingArea(db, country, body)) {
        throw fieldError('address', 'We do not offer cleaning or laundry at this address yet.');
      }
      const amount = planAmount(
        body.service,
        body.frequency,
        body.rooms,
        CURRENCY_BY_COUNTRY[country],
      );
      const reference = newReference('PL');
      sql(
        db,
        `INSERT INTO plan_orders (reference, customer_id, service, frequency, rooms, address, latitude, longitude,
        start_date, total, currency, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_payment', ?)`,
      ).run(
        reference,
        customer.id,
        body.service,
        body.frequency,
        body.rooms,
        body.address,
        body.latitude,
        body.longitude,
        body.start_date,
        amount.total,
        amount.currency,
        ctx.clock.iso(),
      );
      const link: PaymentLink = {
        payment_link: `${publicBase(request)}/pay/${reference}`,
        reference,
      };
      return ok(link, 'Your payment link is ready.');
    },
  );
}

/** The stand-in payment provider's page: opening a payment link pays it. */
export function registerPayPage(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  app.get<{ Params: { reference: string } }>('/pay/:reference', async (request, reply) => {
    const order = sql(db, 'SELECT * FROM plan_orders WHERE reference = ?').get(
      request.params.reference,
    ) as
      | { reference: string; service: string; frequency: string; total: number; currency: string }
      | undefined;
    if (!order) throw notFound('There is no payment with this reference.');
    sql(db, "UPDATE plan_orders SET status = 'paid' WHERE reference = ?").run(order.reference);
    const summary = `${formatMoney(order.total, order.currency)} for ${order.frequency.replace('_', '-')} ${order.service}`;
    return reply.header('Content-Type', 'text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment received</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto"><h1>Payment received</h1>
<p>The sandbox accepted ${escapeXml(summary)}.</p><p>Reference: <strong>${escapeXml(order.reference)}</strong></p>
<p>You can close this tab.</p></body></html>`);
  });
}
