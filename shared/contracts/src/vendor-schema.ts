/**
 * The vendor (spec section 3) and what describes it: its business type, tags, opening hours,
 * delivery quote and customers' feedback.
 */
import { z } from 'zod/mini';
import { currencySchema, id } from './schema-fields';

export const businessTypeSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const tagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  business_type_id: z.number(),
});

export const workingHoursSchema = z.object({
  /** 0 = Sunday ... 6 = Saturday */
  day: z.number(),
  /** Local time, 24h "HH:MM". */
  opens: z.string(),
  closes: z.string(),
});

export const vendorDeliveryQuoteSchema = z.object({
  fee: z.number(),
  time_min: z.number(),
  time_max: z.number(),
});

export const vendorSchema = z.object({
  uuid: id,
  slug: z.string(),
  business_name: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** 127 means NG, any other value means KE. */
  country_id: z.number(),
  working_hours: z.array(workingHoursSchema),
  is_deliverect_vendor: z.boolean(),
  description: z.string(),
  logo_url: z.string(),
  cover_url: z.string(),
  address: z.string(),
  location_area_id: z.nullable(z.number()),
  business_type_ids: z.array(z.number()),
  rating: z.number(),
  ratings_count: z.number(),
  currency: currencySchema,
  is_open: z.boolean(),
  is_favourite: z.boolean(),
  delivery_fee: z.number(),
  minimum_order: z.number(),
  prep_time_minutes: z.number(),
  /** The vendor's current promotion, shown on offer lists; null when it runs none. */
  offer_title: z.optional(z.nullable(z.string())),
  /**
   * Only on lists asked for the customer's point (latitude and longitude): whether the vendor
   * delivers there, and how far away it is (null for a vendor without a position, which ships
   * from nowhere in particular). Such lists put the vendors that deliver first.
   */
  delivers_to_customer: z.optional(z.boolean()),
  distance_km: z.optional(z.nullable(z.number())),
  /**
   * Only on lists asked for the customer's point, for a vendor that delivers there: what
   * delivery there costs and takes, the same quote the store page and checkout charge.
   */
  delivery_quote: z.optional(vendorDeliveryQuoteSchema),
});

export const vendorFeedbackSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  customer_name: z.string(),
  created_at: z.string(),
});
