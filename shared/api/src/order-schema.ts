/**
 * The fields of an order the order screens read (summary, items, totals, timeline, rating), so
 * an answer of another shape fails as unreadable instead of breaking the drawer.
 */
import { z } from 'zod/mini';

const addonSchema = z.object({ name: z.string(), price: z.number(), quantity: z.number() });

const itemSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  addons: z.array(addonSchema),
});

export const orderSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  status: z.string(),
  delivery_type: z.string(),
  vendor: z.object({ slug: z.string(), business_name: z.string() }),
  items: z.array(itemSchema),
  currency: z.string(),
  subtotal: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  discount_amount: z.number(),
  discount_code: z.nullish(z.string()),
  total: z.number(),
  status_history: z.array(z.object({ status: z.string(), at: z.string() })),
  rating: z.nullish(z.number()),
});
