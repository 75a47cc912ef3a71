import type { FastifyInstance } from 'fastify';
import type { Country, CountryState } from '@jara/contracts/entities';
import { z } from 'zod';
import { sql } from '../db/statements';
import { fieldError, notFound } from '../http/api-error';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { email } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { findVendor } from '../store/vendor-queries';

export function registerAccountExtraRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post('/waiting_list', async (request) => {
    const body = parseBody(
      z.object({
        email,
        name: z.string().trim().max(100).optional(),
        service: z.string().trim().max(60).optional(),
      }),
      request.body,
    );
    sql(
      db,
      'INSERT OR REPLACE INTO waiting_list (email, service, name, created_at) VALUES (?, ?, ?, ?)',
    ).run(body.email, body.service ?? 'general', body.name ?? '', ctx.clock.iso());
    return ok(null, "You're on the waiting list. We'll email you as soon as we launch.");
  });

  app.get('/countries/all', async () =>
    ok(
      sql(
        db,
        'SELECT id, code, name, currency, dial_code FROM countries ORDER BY name',
      ).all() as Country[],
    ),
  );

  app.get<{ Params: { code: string } }>('/countries/:code/states', async (request) => {
    const code = request.params.code.toUpperCase();
    if (!sql(db, 'SELECT 1 FROM countries WHERE code = ?').get(code)) {
      throw notFound(`There is no country with the code "${code.slice(0, 10)}".`);
    }
    return ok(
      sql(
        db,
        'SELECT id, name, country_code FROM country_states WHERE country_code = ? ORDER BY name',
      ).all(code) as CountryState[],
    );
  });

  app.post('/marketplace/store_views', async (request) => {
    const body = parseBody(
      z.object({ vendor_uuid: z.string().trim().min(1).max(120) }),
      request.body,
    );
    const vendor = findVendor(db, body.vendor_uuid);
    if (!vendor) throw fieldError('vendor_uuid', 'The selected store does not exist.');
    sql(db, 'INSERT INTO store_views (vendor_uuid, customer_id, created_at) VALUES (?, ?, ?)').run(
      vendor.uuid,
      optionalCustomer(db, request)?.id ?? null,
      ctx.clock.iso(),
    );
    return ok(null, 'Store visit recorded.');
  });
}
