import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { pricesFrom } from '../store/prices-from';

const pricesFromQuery = z.object({
  country_code: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(COUNTRY_CODES),
  ),
});

/** The "from" prices of the home page, for the country the page is about (not the header's). */
export function registerPricesFromRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/marketplace/prices_from', async (request) => {
    const { country_code: country } = parseQuery(pricesFromQuery, request.query);
    return ok(pricesFrom(ctx.db, country));
  });
}
