/** What the marketplace's pages read in one answer: a store's preview, curations, home, search. */
import { z } from 'zod/mini';
import { HOMEPAGE_SECTIONS, sectionPageSchema } from './homepage-sections';
import { categorySchema, productSchema } from './product-schema';
import { id } from './schema-fields';
import { businessTypeSchema, vendorSchema } from './vendor-schema';

export const vendorPreviewSchema = z.object({
  vendor: vendorSchema,
  categories: z.array(categorySchema),
  featured_products: z.array(productSchema),
});

/**
 * A product as a curation lists it, with its store (sandbox extension): a curation spans stores,
 * and a product goes into its own store's cart.
 */
export const curationProductSchema = z.extend(productSchema, { vendor: vendorSchema });

export const curationSchema = z.object({
  uuid: id,
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  products: z.array(curationProductSchema),
});

export const homepageSchema = z.object({
  business_types: z.array(businessTypeSchema),
  hidden_gems: z.array(vendorSchema),
  offers: z.array(vendorSchema),
  top_rated: z.array(vendorSchema),
  curations: z.array(curationSchema),
  nearby: z.array(vendorSchema),
  /** Sandbox extension: each section above is its first page; this says where it stands. */
  section_pages: z.record(z.enum(HOMEPAGE_SECTIONS), sectionPageSchema),
});

export const searchResultsSchema = z.object({
  vendors: z.array(vendorSchema),
  products: z.array(productSchema),
});
