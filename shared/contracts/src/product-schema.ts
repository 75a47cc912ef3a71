/** A vendor's menu: its categories and products, and the add-ons a product offers. */
import { z } from 'zod/mini';
import { currencySchema, id } from './schema-fields';

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  vendor_uuid: id,
  products_count: z.number(),
});

export const addonSchema = z.object({ uuid: id, name: z.string(), price: z.number() });

export const addonGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  addons: z.array(addonSchema),
});

export const productSchema = z.object({
  uuid: id,
  vendor_uuid: id,
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: currencySchema,
  image_url: z.string(),
  is_available: z.boolean(),
  tag_ids: z.array(z.number()),
  addon_groups: z.array(addonGroupSchema),
});
