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
import {
  listOrderQuery,
  placeByVendor,
  pointOf,
  pointQuery,
  presentVendorList,
} from '../views/placed-vendors';
import { viewContext } from '../views/view-context';

const searchText = z.string().trim().min(1).max(100);
const searchQuery = listOrderQuery.extend({ query: searchText });
const pagedSearchQuery = pageQuery.extend(listOrderQuery.shape).extend({ query: searchText });
/**
 * An empty product search lists every dish of the country: the meals screen. With the customer's
 * point, the dishes of the stores that deliver there come first.
 */
const pagedProductQuery = pageQuery
  .extend(pointQuery.shape)
  .extend({ query: z.string().trim().max(100).default('') });

const ALL_VENDORS_LIMIT = 10;
const ALL_PRODUCTS_LIMIT = 20;

export function registerSearchRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/marketplace/search/all', async (request) => {
    const { query, ...order } = parseQuery(searchQuery, request.query);
    const country = requestCountry(request);
    const view = viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);
    const vendors = listVendors(db, { country, search: query });
    return ok({
      vendors: presentVendorList(ctx, request, vendors, order).slice(0, ALL_VENDORS_LIMIT),
      products: searchProducts(db, country, query)
        .slice(0, ALL_PRODUCTS_LIMIT)
        .map((row) => toProduct(row, view)),
    });
  });

  app.get('/marketplace/search/products', async (request) => {
    const query = parseQuery(pagedProductQuery, request.query);
    const view = viewContext(ctx, request, null);
    const rows = searchProducts(db, requestCountry(request), query.query);
    const { items } = placeByVendor(ctx, request, rows, (row) => row.vendor_uuid, pointOf(query));
    return ok(
      paginate(
        items.map((row) => toProduct(row, view)),
        query,
      ),
    );
  });

  app.get('/marketplace/search/vendors', async (request) => {
    const query = parseQuery(pagedSearchQuery, request.query);
    const rows = listVendors(db, { country: requestCountry(request), search: query.query });
    return ok(paginate(presentVendorList(ctx, request, rows, query), query));
  });
}
