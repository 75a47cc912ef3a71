/**
 * Vendor lists as the API sends them: each vendor in its API shape and, when the caller gave the
 * customer's point (`latitude` and `longitude` in the query), placed for it (whether it delivers
 * there, how far, what delivery costs and takes) with the vendors that deliver first. Every list
 * of stores goes through here, and so does every list of things from several stores (dishes, a
 * curation's products), ordered by their store, so a card shows the same quote wherever it is
 * listed.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VendorSort } from '@jara/contracts/api-calls';
import type { Vendor } from '@jara/contracts/entities';
import type { Point } from '../domain/geo';
import { optionalCustomer } from '../http/auth';
import { latitude, longitude } from '../http/fields';
import type { SandboxContext } from '../sandbox-context';
import { orderVendors, placeFor } from '../store/vendor-list-order';
import { requireVendor } from '../store/vendor-queries';
import { toVendor, type VendorRow } from './vendor-view';
import { viewContext } from './view-context';

export const pointQuery = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

/** How a store list may be narrowed and ordered: open now, a sort, the customer's point. */
export const listOrderQuery = pointQuery.extend({
  open_now: z.enum(['1', 'true']).optional(),
  sort: z.enum(['rating', 'distance', 'name', 'delivery_fee', 'delivery_time']).optional(),
});

/** The customer's point when the caller gave both halves of it. */
export function pointOf(query: z.output<typeof pointQuery>): Point | null {
  const { latitude: lat, longitude: lng } = query;
  return lat === undefined || lng === undefined ? null : { latitude: lat, longitude: lng };
}

export function presentVendors(
  ctx: SandboxContext,
  request: FastifyRequest,
  rows: VendorRow[],
  point: Point | null,
  sort?: VendorSort,
): Vendor[] {
  const view = viewContext(ctx, request, optionalCustomer(ctx.db, request)?.id ?? null);
  const entries = rows.map((row) => ({ row, vendor: toVendor(row, view) }));
  const placed = point ? placeFor(ctx.db, point, entries) : entries;
  return orderVendors(placed, sort, point !== null).map((entry) => entry.vendor);
}

/** `presentVendors` for a list query: placed, sorted, and only the open ones when asked. */
export function presentVendorList(
  ctx: SandboxContext,
  request: FastifyRequest,
  rows: VendorRow[],
  query: z.output<typeof listOrderQuery>,
): Vendor[] {
  const vendors = presentVendors(ctx, request, rows, pointOf(query), query.sort);
  return query.open_now ? vendors.filter((vendor) => vendor.is_open) : vendors;
}

/**
 * Things that each come from one vendor (dishes, a curation's products), placed by their vendor:
 * with the customer's point, those whose vendor delivers there first, each group keeping its
 * order; without one, the order stays. `vendors` holds each of their vendors by uuid in its API
 * shape, placed as `presentVendors` places it, so a dish's store says what a store card says.
 */
export function placeByVendor<T>(
  ctx: SandboxContext,
  request: FastifyRequest,
  items: readonly T[],
  vendorUuidOf: (item: T) => string,
  point: Point | null,
): { items: T[]; vendors: Map<string, Vendor> } {
  const rows = [...new Set(items.map(vendorUuidOf))].map((uuid) => requireVendor(ctx.db, uuid));
  const vendors = new Map(
    presentVendors(ctx, request, rows, point).map((vendor) => [vendor.uuid, vendor]),
  );
  if (!point) return { items: [...items], vendors };
  const group = (item: T) => (vendors.get(vendorUuidOf(item))?.delivers_to_customer ? 0 : 1);
  // Array.prototype.sort is stable, so each group keeps the order it came in.
  return { items: [...items].sort((a, b) => group(a) - group(b)), vendors };
}
