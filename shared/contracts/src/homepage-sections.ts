/**
 * The marketplace home's sections, a page at a time (sandbox extension of GET
 * /marketplace/homepage, whose "other params" spec 7 leaves open): the home's answer carries
 * each section's first page and where it stands in the whole, and a section's next pages come
 * from GET /marketplace/homepage/sections/{section}. A first screen then reads a few cards a
 * row, not every store of every row (88 KB before).
 */
import { z } from 'zod/mini';

export const HOMEPAGE_SECTIONS = [
  'hidden_gems',
  'offers',
  'top_rated',
  'curations',
  'nearby',
] as const;
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

/** The sections of stores, paged by the sections call; curations page through their own calls. */
export const STORE_SECTIONS = [
  'hidden_gems',
  'offers',
  'top_rated',
  'nearby',
] as const satisfies readonly HomepageSection[];
export type StoreSection = (typeof STORE_SECTIONS)[number];

/**
 * A section's page when the caller does not say: as many cards as a row shows at 1280 px (four,
 * and the edge of a fifth).
 */
export const SECTION_PAGE_SIZE = 5;
export const MAX_SECTION_PAGE_SIZE = 24;

/** Where a section's first page stands: a `page` past `last_page` is refused. */
export const sectionPageSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
});
