import type { FastifyInstance } from 'fastify';
import type { PlanAuthResult, PlanCustomer, PlanDeliveryCheck } from '@jara/contracts/plans';
import { z } from 'zod';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { hashPassword } from '../domain/passwords';
import { issueToken, type CustomerRow } from '../http/auth';
import { ok } from '../http/envelope';
import { latitude, longitude, numeric } from '../http/fields';
import { requestCountry } from '../http/location';
import { parseBody, parseQuery } from '../http/validation';
import { loginBody, registerBody } from '../routes/auth';
import type { SandboxContext } from '../sandbox-context';
import { assertEmailFree, authenticate } from '../store/credentials';
import { createCustomer } from '../store/customers';
import { servingArea } from '../store/delivery-quote';
import { laundryDeliveryFee } from './plan-pricing';

const toPlanCustomer = (row: CustomerRow): PlanCustomer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
});

/** The plan API's accounts (its own tokens, the same accounts as the main API) and area check. */
export function registerPlanRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const authResult = (customer: CustomerRow): PlanAuthResult => ({
    access_token: issueToken(db, customer.id, 'plans', ctx.clock.iso()),
    customer: toPlanCustomer(customer),
  });

  app.post('/v3/website/login', async (request) => {
    const body = parseBody(loginBody, request.body);
    return ok(authResult(await authenticate(db, body.email, body.password)), 'You are logged in.');
  });

  app.post('/v3/website/register', async (request) => {
    const body = parseBody(registerBody.omit({ domicile_location: true }), request.body);
    assertEmailFree(db, body.email);
    const passwordHash = await hashPassword(body.password);
    const customer = db.transaction(() => {
      assertEmailFree(db, body.email);
      return createCustomer(
        db,
        {
          name: body.name,
          email: body.email,
          phone: body.phone,
          passwordHash,
          domicile: requestCountry(request),
        },
        ctx.clock.iso(),
      );
    })();
    return ok(authResult(customer), 'Your account has been created.');
  });

  app.get('/v3/website/check_delivery_location', async (request) => {
    const query = parseQuery(
      z.object({
        longitude,
        latitude,
        is_laundry: numeric(z.number().int().min(0).max(1)),
        total_price: numeric(z.number().min(0)),
      }),
      request.query,
    );
    const country = requestCountry(request);
    const currency = CURRENCY_BY_COUNTRY[country];
    const area = servingArea(db, country, query);
    const laundryFee = laundryDeliveryFee(query.total_price, currency);
    const check: PlanDeliveryCheck = {
      can_deliver: area ? 1 : 0,
      details: { closest_location: area ? { name: area.name } : null },
      delivery_fee: area && query.is_laundry === 1 ? laundryFee : 0,
    };
    return ok(check);
  });
}
