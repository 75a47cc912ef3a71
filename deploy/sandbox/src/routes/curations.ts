/**
 * Curations: the active ones of the customer's country, and one curation's products. Each product
 * carries its vendor (a sandbox extension), so a screen can put it in that vendor's cart and list
 * the stores a curation features; the vendor's `is_favourite` is the signed-in customer's. Given
 * the customer's point (`latitude`, `longitude`), each product's vendor is placed for it as a store
 * list places it, and the products whose vendor delivers there come first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountryCode } from '@jara/contracts/constants';
import type { Curation, CurationProduct } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import type { Point } from '../domain/geo';
import { notFound } from '../http/api-error';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { requestCountry } from '../http/location';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { productsOfCuration } from '../store/product-queries';
import { placeByVendor, pointOf, pointQuery } from '../views/placed-vendors';
import { toProduct } from '../views/product-view';
import { assetUrls, assetsBase, viewContext } from '../views/view-context';

interface CurationRow {
  uuid: string;
  title: string;
  description: string;
}

/** Who asked and where they are: the products' and vendors' views, placed for the point. */
export interface CurationAsker {
  ctx: SandboxContext;
  request: FastifyRequest;
  /** The customer's point, when they gave one. */
  point: Point | null;
}

function curationProducts(
  { ctx, request, point }: CurationAsker,
  curationUuid: string,
): CurationProduct[] {
  const view = viewContext(ctx, request, optionalCustomer(ctx.db, request)?.id ?? null);
  const rows = productsOfCuration(ctx.db, curationUuid);
  const placed = placeByVendor(ctx, request, rows, (row) => row.vendor_uuid, point);
  return placed.items.map((row) => ({
    ...toProduct(row, view),
    vendor: placed.vendors.get(row.vendor_uuid)!,
  }));
}

export function activeCurations(asker: CurationAsker, country: CountryCode): Curation[] {
  const rows = sql(
    asker.ctx.db,
    'SELECT uuid, title, description FROM curations WHERE country_code = ? AND is_active = 1 ORDER BY position',
  ).all(country) as CurationRow[];
  return rows.map((row) => ({
    ...row,
    image_url: assetUrls.curation(assetsBase(asker.ctx, asker.request), row.uuid),
    products: curationProducts(asker, row.uuid),
  }));
}

export function registerCurationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const askerOf = (request: FastifyRequest): CurationAsker => ({
    ctx,
    request,
    point: pointOf(parseQuery(pointQuery, request.query)),
  });

  app.get('/marketplace/curations', async (request) => {
    return ok(activeCurations(askerOf(request), requestCountry(request)));
  });

  app.get<{ Params: { uuid: string } }>(
    '/marketplace/curations/active/:uuid/products',
    async (request) => {
      const curation = sql(db, 'SELECT uuid FROM curations WHERE uuid = ? AND is_active = 1').get(
        request.params.uuid,
      );
      if (!curation) throw notFound('This curation does not exist or is no longer active.');
      return ok(curationProducts(askerOf(request), request.params.uuid));
    },
  );
}
