import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { dishPricesFrom } from '../store/dish-prices-from';
import { pricesFrom } from '../store/prices-from';

/** A food page shows a handful of dishes; the search takes up to 100 characters of words. */
const MAX_DISHES = 12;

const pricesFromQuery = z.object({
  country_code: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(COUNTRY_CODES),
  ),
  dishes: z
    .string()
    .optional()
    .transform((list) => [...new Set((list ?? '').split(',').map((words) => words.trim()))])
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string().max(100)).max(MAX_DISHES)),
});

/** The "from" prices of a page, for the country the page is about (not the header's). */
export function registerPricesFromRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/marketplace/prices_from', async (request) => {
    const { country_code: country, dishes } = parseQuery(pricesFromQuery, request.query);
    return ok({
      ...pricesFrom(ctx.db, country),
      ...(dishes.length > 0 && { dishes: dishPricesFrom(ctx.db, country, dishes) }),
    });
  });
}
