import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldError } from '../http/api-error';
import { ok } from '../http/envelope';
import { numeric, pageQuery, positiveId } from '../http/fields';
import { requestCountry } from '../http/location';
import { paginate } from '../http/pagination';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { sql } from '../db/statements';
import { listVendors, requireVendor } from '../store/vendor-queries';
import {
  listOrderQuery,
  pointOf,
  pointQuery,
  presentVendorList,
  presentVendors,
} from '../views/placed-vendors';

const listQuery = pageQuery.extend(listOrderQuery.shape).extend({
  business_type_id: positiveId.optional(),
  tag_id: positiveId.optional(),
  location_area_id: positiveId.optional(),
  search: z.string().trim().max(100).optional(),
  min_ratings: numeric(z.number().int().min(0)).optional(),
});

const areaBody = pointQuery.extend({ location_area_id: numeric(z.number().int().min(1)) });

export function registerVendorRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  app.get('/marketplace/vendors', async (request) => {
    const query = parseQuery(listQuery, request.query);
    const rows = listVendors(db, {
      country: requestCountry(request),
      businessTypeId: query.business_type_id,
      tagId: query.tag_id,
      locationAreaId: query.location_area_id,
      search: query.search,
      minRatings: query.min_ratings,
    });
    return ok(paginate(presentVendorList(ctx, request, rows, query), query));
  });

  app.get('/marketplace/vendors/hidden-gems', async (request) => {
    const point = pointOf(parseQuery(pointQuery, request.query));
    const rows = listVendors(db, { country: requestCountry(request), hiddenGemsOnly: true });
    return ok(presentVendors(ctx, request, rows, point));
  });

  app.get('/marketplace/vendors/offers', async (request) => {
    const point = pointOf(parseQuery(pointQuery, request.query));
    const rows = listVendors(db, { country: requestCountry(request), offersOnly: true });
    return ok(presentVendors(ctx, request, rows, point));
  });

  app.post('/marketplace/vendors/location_area', async (request) => {
    const body = parseBody(areaBody, request.body);
    const country = requestCountry(request);
    const area = sql(db, 'SELECT id FROM location_areas WHERE id = ? AND country_code = ?').get(
      body.location_area_id,
      country,
    );
    if (!area) {
      throw fieldError(
        'location_area_id',
        `There is no location area ${body.location_area_id} in ${country}.`,
      );
    }
    const rows = listVendors(db, { country, locationAreaId: body.location_area_id });
    return ok(presentVendors(ctx, request, rows, pointOf(body)));
  });

  // With the customer's point, the store is placed for it as a store list places it: a dish's
  // store line (meals) then says what the store's card says.
  app.get<{ Params: { slug: string } }>('/marketplace/vendors/:slug', async (request) => {
    const point = pointOf(parseQuery(pointQuery, request.query));
    const [vendor] = presentVendors(ctx, request, [requireVendor(db, request.params.slug)], point);
    return ok(vendor);
  });
}
