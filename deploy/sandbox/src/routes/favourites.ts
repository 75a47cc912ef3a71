import type { FastifyInstance } from 'fastify';
import { sql } from '../db/statements';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { requestCountry } from '../http/location';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { requireVendor } from '../store/vendor-queries';
import { pointOf, pointQuery, presentVendors } from '../views/placed-vendors';
import { toVendor, type VendorRow } from '../views/vendor-view';
import { viewContext } from '../views/view-context';

type IdParams = { Params: { id: string } };

export function registerFavouriteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  // Newest first; with the customer's point, the stores that deliver there before the others.
  app.get('/marketplace/vendors/favourites', async (request) => {
    const customer = requireCustomer(db, request);
    const point = pointOf(parseQuery(pointQuery, request.query));
    const rows = sql(
      db,
      `SELECT v.* FROM favourites f JOIN vendors v ON v.uuid = f.vendor_uuid
       WHERE f.customer_id = ? AND v.country_code = ? ORDER BY f.created_at DESC`,
    ).all(customer.id, requestCountry(request)) as VendorRow[];
    return ok(presentVendors(ctx, request, rows, point));
  });

  app.post<IdParams>('/marketplace/vendors/favourites/:id', async (request) => {
    const customer = requireCustomer(db, request);
    const vendor = requireVendor(db, request.params.id);
    sql(
      db,
      'INSERT OR IGNORE INTO favourites (customer_id, vendor_uuid, created_at) VALUES (?, ?, ?)',
    ).run(customer.id, vendor.uuid, ctx.clock.iso());
    const view = viewContext(ctx, request, customer.id);
    return ok(toVendor(vendor, view), `${vendor.business_name} was added to your favourites.`);
  });

  app.delete<IdParams>('/marketplace/vendors/favourites/:id', async (request) => {
    const customer = requireCustomer(db, request);
    const vendor = requireVendor(db, request.params.id);
    sql(db, 'DELETE FROM favourites WHERE customer_id = ? AND vendor_uuid = ?').run(
      customer.id,
      vendor.uuid,
    );
    return ok(null, `${vendor.business_name} was removed from your favourites.`);
  });
}
