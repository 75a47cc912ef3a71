import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VendorSort } from '@jara/contracts/api-calls';
import type { Point } from '../domain/geo';
import { fieldError } from '../http/api-error';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { latitude, longitude, numeric, pageQuery, positiveId } from '../http/fields';
import { requestCountry } from '../http/location';
import { paginate } from '../http/pagination';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { sql } from '../db/statements';
import { orderVendors, placeFor } from '../store/vendor-list-order';
import { listVendors, requireVendor } from '../store/vendor-queries';
import { toVendor, type VendorRow } from '../views/vendor-view';
import { viewContext } from '../views/view-context';

const pointQuery = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

const listQuery = pageQuery.extend(pointQuery.shape).extend({
  business_type_id: positiveId.optional(),
  tag_id: positiveId.optional(),
  location_area_id: positiveId.optional(),
  search: z.string().trim().max(100).optional(),
  open_now: z.enum(['1', 'true']).optional(),
  min_ratings: numeric(z.number().int().min(0)).optional(),
  sort: z.enum(['rating', 'distance', 'name', 'delivery_fee']).optional(),
});

const areaBody = pointQuery.extend({ location_area_id: numeric(z.number().int().min(1)) });

/** The customer's point when the caller gave both halves of it. */
function pointOf(query: z.output<typeof pointQuery>): Point | null {
  const { latitude: lat, longitude: lng } = query;
  return lat === undefined || lng === undefined ? null : { latitude: lat, longitude: lng };
}

export function registerVendorRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const viewFor = (request: FastifyRequest) =>
    viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);
  const present = (request: FastifyRequest, rows: VendorRow[]) => {
    const view = viewFor(request);
    return rows.map((row) => toVendor(row, view));
  };
  /** Vendors as the API sends them, placed for the customer's point when there is one. */
  const presentFor = (
    request: FastifyRequest,
    rows: VendorRow[],
    point: Point | null,
    sort?: VendorSort,
  ) => {
    const view = viewFor(request);
    const entries = rows.map((row) => ({ row, vendor: toVendor(row, view) }));
    const placed = point ? placeFor(db, point, entries) : entries;
    return orderVendors(placed, sort, point !== null).map((entry) => entry.vendor);
  };

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
    const vendors = presentFor(request, rows, pointOf(query), query.sort);
    const listed = query.open_now ? vendors.filter((vendor) => vendor.is_open) : vendors;
    return ok(paginate(listed, query));
  });

  app.get('/marketplace/vendors/hidden-gems', async (request) => {
    return ok(
      present(request, listVendors(db, { country: requestCountry(request), hiddenGemsOnly: true })),
    );
  });

  app.get('/marketplace/vendors/offers', async (request) => {
    return ok(
      present(request, listVendors(db, { country: requestCountry(request), offersOnly: true })),
    );
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
    return ok(presentFor(request, rows, pointOf(body)));
  });

  app.get<{ Params: { slug: string } }>('/marketplace/vendors/:slug', async (request) => {
    const [vendor] = present(request, [requireVendor(db, request.params.slug)]);
    return ok(vendor);
  });
}
