/**
 * The brand lives here alone so a rebrand is a one-line change: every `{product}` route
 * segment and every visible product name is derived from these two values.
 */
export const BRAND = {
  slug: 'jara',
  name: 'Jara',
} as const;

export type BrandSlug = typeof BRAND.slug;
