import type { FastifyInstance } from 'fastify';
import type { PlanDiscountCheck } from '@jara/contracts/plans';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { ok } from '../http/envelope';
import { requestCountry } from '../http/location';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { planCatalogue } from './plan-catalogue';
import { lookupPlanDiscount } from './plan-discounts';
import { frequencyOptions, planAmount } from './plan-pricing';
import { discountCheckBody, planOrderBody } from './plan-schemas';

/** Prices, discount codes and the catalogue, in the currency of the request's location. */
export function registerPlanPriceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post('/plan/generate_amount', async (request) => {
    const { discount_code: code, ...choice } = parseBody(planOrderBody, request.body);
    const percent = code
      ? lookupPlanDiscount(db, code, choice.service, ctx.clock.now()).percent
      : 0;
    const currency = CURRENCY_BY_COUNTRY[requestCountry(request)];
    return ok(planAmount(choice, currency, percent));
  });

  app.post('/v3/garden/is_discount_expired_with_options', async (request) => {
    const body = parseBody(discountCheckBody, request.body);
    const discount = body.discount_code
      ? lookupPlanDiscount(db, body.discount_code, body.service, ctx.clock.now())
      : null;
    const check: PlanDiscountCheck = {
      // An expired code is refused with its date (a 422), so an answer is never expired.
      expired: false,
      discount_percent: discount?.percent ?? 0,
      options: frequencyOptions(),
    };
    const message = discount
      ? `Discount code ${discount.code} applied: ${discount.percent}% off.`
      : '';
    return ok(check, message);
  });

  app.get('/v3/website/plans', async (request) =>
    ok(planCatalogue(CURRENCY_BY_COUNTRY[requestCountry(request)])),
  );
}
