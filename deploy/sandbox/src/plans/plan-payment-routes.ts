import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentLink, PlanPayment } from '@jara/contracts/plans';
import { z } from 'zod';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { newReference } from '../domain/ids';
import { fieldError, forbidden, notFound } from '../http/api-error';
import { requireCustomer, type CustomerRow } from '../http/auth';
import { dropOffWithStreet } from '../http/drop-off';
import { ok } from '../http/envelope';
import { latitude, longitude, requiredText } from '../http/fields';
import { requestCountry } from '../http/location';
import { parseBody } from '../http/validation';
import { createPayment, findPayment, type PaymentRow } from '../payments/payment-store';
import { assertSiteReturnUrl, idempotencyKey, returnUrl } from '../payments/return-url';
import type { SandboxContext } from '../sandbox-context';
import { servingArea } from '../store/delivery-quote';
import { publicBase } from '../views/view-context';
import { lookupPlanDiscount } from './plan-discounts';
import { insertPlanOrder, planOrderOfPayment, planOrdersOf } from './plan-orders';
import { planPaymentDescription } from './plan-payment-description';
import { planAmount } from './plan-pricing';
import { planOrderBody } from './plan-schemas';

const paymentFields = z.object({
  address: requiredText(300),
  latitude,
  longitude,
  /** Optional, as an order's; when sent, its street is required (the address step asks it). */
  drop_off: dropOffWithStreet.optional(),
  start_date: z.iso.date({ error: 'The start_date field must be a date like 2025-01-31.' }),
  return_url: returnUrl,
  idempotency_key: idempotencyKey.optional(),
});
const paymentBody = z.intersection(planOrderBody, paymentFields);

type CustomerParams = { Params: { customerId: string } };

/** The plan payment already made for this customer's attempt, if any. */
function planPaymentOfAttempt(db: Db, customerId: number, key: string): PaymentRow | undefined {
  return sql(
    db,
    `SELECT * FROM payments WHERE purpose = 'plan' AND customer_id = ? AND idempotency_key = ?`,
  ).get(customerId, key) as PaymentRow | undefined;
}

/** A plan customer acting on their own id only. */
function requireSelf(ctx: SandboxContext, request: FastifyRequest<CustomerParams>): CustomerRow {
  const customer = requireCustomer(ctx.db, request, 'plans');
  if (String(customer.id) !== request.params.customerId) {
    throw forbidden('You can only see and pay for your own plans.');
  }
  return customer;
}

/** A plan order paid on the provider stand-in's hosted page, and the customer's plans. */
export function registerPlanPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post<CustomerParams>(
    '/v3/website/onboarding/:customerId/generate_payment_link',
    async (request) => {
      const customer = requireSelf(ctx, request);
      const body = parseBody(paymentBody, request.body);
      assertSiteReturnUrl(ctx, body.return_url);
      const { discount_code: code, address, start_date, return_url, ...rest } = body;
      const { latitude: lat, longitude: lng, drop_off, idempotency_key: key, ...choice } = rest;
      if (start_date < ctx.clock.iso().slice(0, 10))
        throw fieldError('start_date', 'The start date cannot be in the past.');
      const country = requestCountry(request);
      if (!servingArea(db, country, { latitude: lat, longitude: lng })) {
        throw fieldError('address', 'We do not offer cleaning or laundry at this address yet.');
      }
      const discount = code ? lookupPlanDiscount(db, code, choice.service, ctx.clock.now()) : null;
      const price = planAmount(choice, CURRENCY_BY_COUNTRY[country], discount?.percent ?? 0);
      const at = ctx.clock.iso();
      const payment = db.transaction(() => {
        // The same attempt sent again (a double submit, a retry after a lost answer) gets the link
        // it already has: one payment, one plan order.
        const again = key ? planPaymentOfAttempt(db, customer.id, key) : undefined;
        if (again) return again;
        const created = createPayment(
          db,
          {
            purpose: 'plan',
            customer_id: customer.id,
            order_uuid: null,
            description: planPaymentDescription(choice),
            amount: price.total,
            currency: price.currency,
            return_url,
            idempotency_key: key ?? null,
          },
          at,
        );
        insertPlanOrder(db, {
          reference: newReference('PL'),
          customer_id: customer.id,
          payment_reference: created.reference,
          choice,
          discount_code: discount?.code ?? null,
          price,
          address,
          latitude: lat,
          longitude: lng,
          drop_off: drop_off ?? null,
          start_date,
          created_at: at,
        });
        return created;
      })();
      const link: PaymentLink = {
        payment_link: `${publicBase(request)}/pay/${payment.reference}`,
        reference: payment.reference,
      };
      return ok(link, 'Your payment link is ready.');
    },
  );

  app.get<{ Params: { customerId: string; reference: string } }>(
    '/v3/website/onboarding/:customerId/payments/:reference',
    async (request) => {
      const customer = requireSelf(ctx, request);
      const payment = findPayment(db, request.params.reference);
      const subscription =
        payment?.purpose === 'plan' && payment.customer_id === customer.id
          ? planOrderOfPayment(db, payment.reference)
          : null;
      if (!payment || !subscription) throw notFound('We could not find that payment.');
      const check: PlanPayment = {
        reference: payment.reference,
        status: payment.status,
        failure_reason: payment.failure_reason,
        subscription,
      };
      return ok(check);
    },
  );

  app.get<CustomerParams>('/v3/website/onboarding/:customerId/subscriptions', async (request) =>
    ok(planOrdersOf(db, requireSelf(ctx, request).id)),
  );
}
