/**
 * Curations: the active ones of the customer's country, and one curation's products. Each product
 * carries its vendor (a sandbox extension), so a screen can put it in that vendor's cart and list
 * the stores a curation features; the vendor's `is_favourite` is the signed-in customer's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountryCode } from '@jara/contracts/constants';
import type { Curation, CurationProduct } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import type { Db } from '../db/open-database';
import { notFound } from '../http/api-error';
import { optionalCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { requestCountry } from '../http/location';
import type { SandboxContext } from '../sandbox-context';
import { productsOfCuration } from '../store/product-queries';
import { requireVendor } from '../store/vendor-queries';
import { toProduct } from '../views/product-view';
import { toVendor } from '../views/vendor-view';
import { assetUrls, viewContext, type ViewContext } from '../views/view-context';

interface CurationRow {
  uuid: string;
  title: string;
  description: string;
}

function curationProducts(db: Db, curationUuid: string, view: ViewContext): CurationProduct[] {
  return productsOfCuration(db, curationUuid).map((row) => ({
    ...toProduct(row, view),
    vendor: toVendor(requireVendor(db, row.vendor_uuid), view),
  }));
}

export function activeCurations(db: Db, country: CountryCode, view: ViewContext): Curation[] {
  const rows = sql(
    db,
    'SELECT uuid, title, description FROM curations WHERE country_code = ? AND is_active = 1 ORDER BY position',
  ).all(country) as CurationRow[];
  return rows.map((row) => ({
    ...row,
    image_url: assetUrls.curation(view.assetsBase, row.uuid),
    products: curationProducts(db, row.uuid, view),
  }));
}

export function registerCurationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const customerView = (request: FastifyRequest) =>
    viewContext(ctx, request, optionalCustomer(db, request)?.id ?? null);

  app.get('/marketplace/curations', async (request) => {
    return ok(activeCurations(db, requestCountry(request), customerView(request)));
  });

  app.get<{ Params: { uuid: string } }>(
    '/marketplace/curations/active/:uuid/products',
    async (request) => {
      const curation = sql(db, 'SELECT uuid FROM curations WHERE uuid = ? AND is_active = 1').get(
        request.params.uuid,
      );
      if (!curation) throw notFound('This curation does not exist or is no longer active.');
      return ok(curationProducts(db, request.params.uuid, customerView(request)));
    },
  );
}
