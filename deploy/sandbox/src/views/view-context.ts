import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { sql } from '../db/statements';
import type { CatalogueIndex } from '../store/catalogue-index';

/** What turning rows into API shapes needs beyond the rows themselves. */
export interface ViewContext {
  /** Origin the caller reached the sandbox on: links back to the sandbox (payment pages). */
  base: string;
  /** Where image URLs point (assetsBase). */
  assetsBase: string;
  now: number;
  favourites: Set<string>;
  catalogue: CatalogueIndex;
}

export function publicBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Where image URLs point: the assets origin when one is set (production's CDN, or a stack's
 * https front: an https page must not load images over http), else the origin the caller reached
 * the sandbox on, or the API's own origin for a message no request asked for (realtime).
 */
export function assetsBase(ctx: SandboxContext, request?: FastifyRequest): string {
  return ctx.assetsOrigin ?? (request ? publicBase(request) : ctx.origin);
}

export function viewContext(
  ctx: SandboxContext,
  request: FastifyRequest,
  customerId: number | null,
): ViewContext {
  const favourites = customerId
    ? new Set(
        (
          sql(ctx.db, 'SELECT vendor_uuid FROM favourites WHERE customer_id = ?').all(
            customerId,
          ) as {
            vendor_uuid: string;
          }[]
        ).map((row) => row.vendor_uuid),
      )
    : new Set<string>();
  return {
    base: publicBase(request),
    assetsBase: assetsBase(ctx, request),
    now: ctx.clock.now(),
    favourites,
    catalogue: ctx.catalogue(),
  };
}

export const assetUrls = {
  vendorLogo: (base: string, slug: string) => `${base}/assets/vendors/${slug}/logo.svg`,
  vendorCover: (base: string, slug: string) => `${base}/assets/vendors/${slug}/cover.svg`,
  product: (base: string, uuid: string) => `${base}/assets/products/${uuid}.svg`,
  curation: (base: string, uuid: string) => `${base}/assets/curations/${uuid}.svg`,
};
