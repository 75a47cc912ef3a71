import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { pageQuery } from '../http/fields';
import { requestCountry } from '../http/location';
import { paginate } from '../http/pagination';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { searchProducts } from '../store/product-queries';
import { listVendors } from '../store/vendor-queries';
import { toProduct } from '../views/product-view';
import { toVendor } from '../views/vendor-view';
import { viewContext } from '../views/view-context';

const searchText = z.string().trim().min(1).max(100);
const searchQuery = z.object({ query: searchText });
const pagedSearchQuery = pageQuery.extend({ query: searchText });
/** An empty product search lists every dish of the country: the meals screen. */
const pagedProductQuery = pageQuery.extend({ query: z.string().trim().max(100).default('') });

const ALL_VENDORS_LIMIT = 10;
const ALL_PRODUCTS_LIMIT = 20;

export function registerSearchRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/marketplace/search/all', async (request) => {
    const { query } = parseQuery(searchQuery, request.query);
    const country = requestCountry(request);
    const view = viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);
    return ok({
      vendors: listVendors(db, { country, search: query })
        .slice(0, ALL_VENDORS_LIMIT)
        .map((row) => toVendor(row, view)),
      products: searchProducts(db, country, query)
        .slice(0, ALL_PRODUCTS_LIMIT)
        .map((row) => toProduct(row, view)),
    });
  });

  app.get('/marketplace/search/products', async (request) => {
    const query = parseQuery(pagedProductQuery, request.query);
    const view = viewContext(ctx, request, null);
    const rows = searchProducts(db, requestCountry(request), query.query);
    return ok(
      paginate(
        rows.map((row) => toProduct(row, view)),
        query,
      ),
    );
  });

  app.get('/marketplace/search/vendors', async (request) => {
    const query = parseQuery(pagedSearchQuery, request.query);
    const view = viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);
    const rows = listVendors(db, { country: requestCountry(request), search: query.query });
    return ok(
      paginate(
        rows.map((row) => toVendor(row, view)),
        query,
      ),
    );
  });
}
