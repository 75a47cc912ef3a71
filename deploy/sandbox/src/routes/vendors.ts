import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { distanceKm } from '../domain/geo';
import { fieldError } from '../http/api-error';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { latitude, longitude, numeric, pageQuery, positiveId } from '../http/fields';
import { requestCountry } from '../http/location';
import { paginate } from '../http/pagination';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { sql } from '../db/statements';
import { listVendors, requireVendor } from '../store/vendor-queries';
import { toVendor, type VendorRow } from '../views/vendor-view';
import { viewContext } from '../views/view-context';

const listQuery = pageQuery.extend({
  business_type_id: positiveId.optional(),
  tag_id: positiveId.optional(),
  location_area_id: positiveId.optional(),
  search: z.string().trim().max(100).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  sort: z.enum(['rating', 'distance', 'name']).optional(),
});

function sortVendors(rows: VendorRow[], query: z.output<typeof listQuery>): VendorRow[] {
  if (query.sort === 'rating') return [...rows].sort((a, b) => b.rating - a.rating);
  if (query.sort === 'name') {
    return [...rows].sort((a, b) => a.business_name.localeCompare(b.business_name));
  }
  if (query.sort !== 'distance') return rows;
  const { latitude: lat, longitude: lng } = query;
  if (lat === undefined || lng === undefined) {
    throw fieldError('sort', 'Sorting by distance needs latitude and longitude.');
  }
  const here = { latitude: lat, longitude: lng };
  const distance = (row: VendorRow) =>
    row.latitude === null || row.longitude === null
      ? Number.POSITIVE_INFINITY
      : distanceKm(here, { latitude: row.latitude, longitude: row.longitude });
  return [...rows].sort((a, b) => distance(a) - distance(b));
}

export function registerVendorRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const present = (request: FastifyRequest, rows: VendorRow[]) => {
    const view = viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);
    return rows.map((row) => toVendor(row, view));
  };

  app.get('/marketplace/vendors', async (request) => {
    const query = parseQuery(listQuery, request.query);
    const rows = listVendors(db, {
      country: requestCountry(request),
      businessTypeId: query.business_type_id,
      tagId: query.tag_id,
      locationAreaId: query.location_area_id,
      search: query.search,
    });
    return ok(paginate(present(request, sortVendors(rows, query)), query));
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
    const body = parseBody(
      z.object({ location_area_id: numeric(z.number().int().min(1)) }),
      request.body,
    );
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
    return ok(
      present(request, listVendors(db, { country, locationAreaId: body.location_area_id })),
    );
  });

  app.get<{ Params: { slug: string } }>('/marketplace/vendors/:slug', async (request) => {
    const [vendor] = present(request, [requireVendor(db, request.params.slug)]);
    return ok(vendor);
  });
}
