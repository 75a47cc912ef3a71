import type { FastifyInstance } from 'fastify';
import type { Category, VendorFeedback } from '@jara/contracts/entities';
import { z } from 'zod';
import { sql } from '../db/statements';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { pageQuery, positiveId } from '../http/fields';
import { paginate } from '../http/pagination';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { productsOfVendor } from '../store/product-queries';
import { requireVendor } from '../store/vendor-queries';
import { toProduct } from '../views/product-view';
import { toVendor } from '../views/vendor-view';
import { viewContext } from '../views/view-context';

type IdParams = { Params: { id: string } };

const FEATURED_COUNT = 6;

export function registerVendorDetailRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const categoriesOf = (vendorUuid: string) =>
    sql(
      db,
      `SELECT c.id, c.name, c.vendor_uuid, COUNT(p.uuid) AS products_count
       FROM categories c LEFT JOIN products p ON p.category_id = c.id
       WHERE c.vendor_uuid = ? GROUP BY c.id ORDER BY c.position`,
    ).all(vendorUuid) as Category[];

  app.get<IdParams>('/marketplace/vendors/:id/preview', async (request) => {
    const vendor = requireVendor(db, request.params.id);
    const view = viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);
    const featured = productsOfVendor(db, vendor.uuid, {})
      .filter((product) => product.is_available === 1)
      .slice(0, FEATURED_COUNT);
    return ok({
      vendor: toVendor(vendor, view),
      categories: categoriesOf(vendor.uuid),
      featured_products: featured.map((product) => toProduct(product, view)),
    });
  });

  app.get<IdParams>('/marketplace/vendors/:id/feedback', async (request) => {
    const query = parseQuery(pageQuery, request.query);
    const vendor = requireVendor(db, request.params.id);
    const feedback = sql(
      db,
      `SELECT id, rating, comment, customer_name, created_at FROM vendor_feedback
       WHERE vendor_uuid = ? ORDER BY created_at DESC, id DESC`,
    ).all(vendor.uuid) as VendorFeedback[];
    return ok(paginate(feedback, query));
  });

  app.get<IdParams>('/marketplace/vendors/:id/categories', async (request) => {
    const vendor = requireVendor(db, request.params.id);
    return ok(categoriesOf(vendor.uuid));
  });

  app.get<IdParams>('/marketplace/vendors/:id/products', async (request) => {
    const query = parseQuery(
      z.object({
        search: z.string().trim().max(100).optional(),
        category_id: positiveId.optional(),
      }),
      request.query,
    );
    const vendor = requireVendor(db, request.params.id);
    const view = viewContext(ctx, request, null);
    const rows = productsOfVendor(db, vendor.uuid, {
      search: query.search,
      categoryId: query.category_id,
    });
    return ok(rows.map((row) => toProduct(row, view)));
  });
}
