import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import type { Homepage } from '@jara/contracts/entities';
import { z } from 'zod';
import { distanceKm, type Point } from '../domain/geo';
import { DELIVERY_RADIUS_KM } from '../domain/pricing';
import { ok } from '../http/envelope';
import { positiveId } from '../http/fields';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { listVendors } from '../store/vendor-queries';
import { pointOf, pointQuery, presentVendors } from '../views/placed-vendors';
import type { VendorRow } from '../views/vendor-view';
import { businessTypes } from './catalogue';
import { activeCurations } from './curations';

const homepageQuery = pointQuery.extend({
  country_code: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(COUNTRY_CODES),
  ),
  business_type_id: positiveId.optional(),
});

const SECTION_SIZE = 10;

function nearby(rows: VendorRow[], here: Point | null): VendorRow[] {
  if (!here) return rows.slice(0, SECTION_SIZE);
  return rows
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({
      row,
      km: distanceKm(here, { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }),
    }))
    .filter((entry) => entry.km <= DELIVERY_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, SECTION_SIZE)
    .map((entry) => entry.row);
}

export function registerHomepageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/marketplace/homepage', async (request) => {
    const query = parseQuery(homepageQuery, request.query);
    const country = query.country_code;
    const vendors = listVendors(ctx.db, { country, businessTypeId: query.business_type_id });
    const point = pointOf(query);
    // Every section puts the stores that deliver to the customer's point first (the curations,
    // the products whose store delivers there).
    const present = (rows: VendorRow[]) => presentVendors(ctx, request, rows, point);
    const homepage: Homepage = {
      business_types: businessTypes(ctx.db),
      hidden_gems: present(vendors.filter((row) => row.is_hidden_gem === 1)),
      offers: present(vendors.filter((row) => row.offer_title !== null)),
      top_rated: present([...vendors].sort((a, b) => b.rating - a.rating).slice(0, SECTION_SIZE)),
      curations: activeCurations({ ctx, request, point }, country),
      nearby: present(nearby(vendors, point)),
    };
    return ok(homepage);
  });
}
