import type { FastifyInstance } from 'fastify';
import type { DeliveryCheck, DeliveryEstimate, LocationArea } from '@jara/contracts/entities';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { latitude, longitude } from '../http/fields';
import { requestCountry } from '../http/location';
import { parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { areasOf, quoteDelivery, servingArea } from '../store/delivery-quote';
import { requireVendor } from '../store/vendor-queries';

const estimateQuery = z.object({
  customer_long: longitude,
  customer_lat: latitude,
  vendor_lat: latitude,
  vendor_long: longitude,
  customer_address: z.string().max(300),
  vendor_slug: z.string().trim().min(1).max(120),
});

export function registerDeliveryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/marketplace/check_delivery_location', async (request) => {
    const query = parseQuery(z.object({ longitude, latitude }), request.query);
    const area = servingArea(db, requestCountry(request), query);
    const check: DeliveryCheck = {
      can_deliver: area ? 1 : 0,
      details: { closest_location: area ? { name: area.name } : null },
    };
    return ok(check);
  });

  app.get('/marketplace/delivery_location', async (request) => {
    const query = parseQuery(estimateQuery, request.query);
    const vendor = requireVendor(db, query.vendor_slug);
    const quote = quoteDelivery(
      db,
      vendor,
      { latitude: query.vendor_lat, longitude: query.vendor_long },
      { latitude: query.customer_lat, longitude: query.customer_long },
    );
    if (!quote.canDeliver) {
      throw new ApiError(
        422,
        `${vendor.business_name} does not deliver to this address (${quote.distanceKm} km away).`,
      );
    }
    const estimate: DeliveryEstimate = {
      delivery_time_min: quote.minMinutes,
      delivery_time_max: quote.maxMinutes,
      price: quote.fee,
      currency: vendor.currency,
    };
    return ok(estimate);
  });

  app.get('/location_areas', async (request) => {
    const areas: LocationArea[] = areasOf(db, requestCountry(request));
    return ok(areas);
  });
}
