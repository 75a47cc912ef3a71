import type { FastifyInstance } from 'fastify';
import type { BusinessType, Tag } from '@jara/contracts/entities';
import { sql } from '../db/statements';
import { notFound } from '../http/api-error';
import { ok } from '../http/envelope';
import { positiveId } from '../http/fields';
import { requestCountry } from '../http/location';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { productsWithTag } from '../store/product-queries';
import { toProduct } from '../views/product-view';
import { viewContext } from '../views/view-context';
import { z } from 'zod';
import type { Db } from '../db/open-database';

export function businessTypes(db: Db): BusinessType[] {
  return sql(db, 'SELECT id, name, slug FROM business_types ORDER BY id').all() as BusinessType[];
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/marketplace/business_types', async () => ok(businessTypes(db)));

  app.get('/marketplace/tags', async (request) => {
    const query = parseQuery(z.object({ business_typee_id: positiveId }), request.query);
    const type = sql(db, 'SELECT id FROM business_types WHERE id = ?').get(query.business_typee_id);
    if (!type) throw notFound(`There is no business type ${query.business_typee_id}.`);
    const tags = sql(
      db,
      'SELECT id, name, slug, business_type_id FROM tags WHERE business_type_id = ? ORDER BY id',
    ).all(query.business_typee_id) as Tag[];
    return ok(tags);
  });

  app.get<{ Params: { id: string } }>('/marketplace/tags/:id/products', async (request) => {
    const tag = sql(db, 'SELECT id FROM tags WHERE id = ? OR slug = ?').get(
      request.params.id,
      request.params.id,
    ) as { id: number } | undefined;
    if (!tag) throw notFound(`There is no tag "${request.params.id.slice(0, 60)}".`);
    const view = viewContext(ctx, request, null);
    const rows = productsWithTag(db, tag.id, requestCountry(request));
    return ok(rows.map((row) => toProduct(row, view)));
  });
}
