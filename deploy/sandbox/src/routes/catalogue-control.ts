/**
 * Control endpoints that change the catalogue as a vendor's own tools would (outside the
 * product's API, under /__sandbox/), and the catalogue's version, which each of them bumps.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql } from '../db/statements';
import { notFound } from '../http/api-error';
import { ok } from '../http/envelope';
import { numeric, requiredText } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { findProduct } from '../store/product-queries';
import { requireVendor } from '../store/vendor-queries';
import { presentVendors } from '../views/placed-vendors';
import { toProduct } from '../views/product-view';
import { viewContext } from '../views/view-context';

const MAX_PRICE = 10_000_000;
/** 24-hour "HH:MM". */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** At least one field: an empty change would bump the version for nothing. */
function someField<S extends z.ZodObject>(schema: S) {
  const fields = Object.keys(schema.shape).join(', ');
  return schema.refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: `Say what to change: one or more of ${fields}.`,
  });
}

const productChange = someField(
  z.object({
    price: numeric(z.number().int().min(0).max(MAX_PRICE)).optional(),
    is_available: z.boolean().optional(),
  }),
);

const vendorChange = someField(
  z.object({
    business_name: requiredText(120).optional(),
    /** Local time, as the vendor's page shows it; an empty week is a store that never opens. */
    working_hours: z
      .array(z.object({ day: z.number().int().min(0).max(6), opens: time, closes: time }))
      .max(14)
      .optional(),
    /** null ends the store's offer. */
    offer_title: requiredText(120).nullable().optional(),
  }),
);

export function registerCatalogueControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/__sandbox/catalogue', async () => {
    const { version, changedAt, reason } = ctx.catalogueChanges.latest;
    return ok({ version, changed_at: changedAt, reason });
  });

  app.post<{ Params: { uuid: string } }>('/__sandbox/products/:uuid', async (request) => {
    const body = parseBody(productChange, request.body);
    const product = findProduct(db, request.params.uuid);
    if (!product) throw notFound(`There is no product "${request.params.uuid.slice(0, 80)}".`);
    sql(
      db,
      'UPDATE products SET price = COALESCE(?, price), is_available = COALESCE(?, is_available) WHERE uuid = ?',
    ).run(
      body.price ?? null,
      body.is_available === undefined ? null : Number(body.is_available),
      product.uuid,
    );
    ctx.catalogueChanges.bump(`${product.name} changed`);
    const changed = findProduct(db, product.uuid) ?? product;
    return ok(toProduct(changed, viewContext(ctx, request, null)), `${product.name} changed.`);
  });

  app.post<{ Params: { id: string } }>('/__sandbox/vendors/:id', async (request) => {
    const body = parseBody(vendorChange, request.body);
    const vendor = requireVendor(db, request.params.id);
    sql(
      db,
      `UPDATE vendors SET business_name = COALESCE(?, business_name),
       working_hours = COALESCE(?, working_hours),
       offer_title = CASE WHEN ? THEN ? ELSE offer_title END WHERE uuid = ?`,
    ).run(
      body.business_name ?? null,
      body.working_hours === undefined ? null : JSON.stringify(body.working_hours),
      Number(body.offer_title !== undefined),
      body.offer_title ?? null,
      vendor.uuid,
    );
    ctx.catalogueChanges.bump(`${vendor.business_name} changed`);
    const [changed] = presentVendors(ctx, request, [requireVendor(db, vendor.uuid)], null);
    return ok(changed, `${vendor.business_name} changed.`);
  });
}
