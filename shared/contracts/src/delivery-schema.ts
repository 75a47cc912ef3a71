/** Whether a place is served, and what delivery from a vendor to it costs and takes. */
import { z } from 'zod/mini';
import { currencySchema } from './schema-fields';

export const deliveryCheckSchema = z.object({
  /** Positive means the location is served. */
  can_deliver: z.number(),
  details: z.object({ closest_location: z.nullable(z.object({ name: z.string() })) }),
});

/** What checkout is told about delivering one cart to a point. */
export const checkoutDeliveryInfoSchema = z.object({
  can_deliver: z.number(),
  delivery_time_min: z.number(),
  delivery_time_max: z.number(),
  delivery_fee: z.number(),
  currency: currencySchema,
});

export const deliveryEstimateSchema = z.object({
  delivery_time_min: z.number(),
  delivery_time_max: z.number(),
  price: z.number(),
  currency: currencySchema,
});
