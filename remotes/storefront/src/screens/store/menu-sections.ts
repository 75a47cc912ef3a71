/**
 * A store's products under their categories, in the vendor's category order; products of an
 * unknown category come last under "More", and categories without products are left out.
 */
import type { Category, Product } from '@jara/contracts/entities';

export interface MenuSection {
  key: string;
  name: string;
  products: Product[];
}

/** The element id a section is found by, for the index to jump to. */
export const sectionId = (key: string) => `menu-category-${key}`;

export function menuSections(categories: Category[], products: Product[]): MenuSection[] {
  const known = new Set(categories.map((category) => category.id));
  const named = categories.map((category) => ({
    key: String(category.id),
    name: category.name,
    products: products.filter((product) => product.category_id === category.id),
  }));
  const rest = products.filter((product) => !known.has(product.category_id));
  return [...named, { key: 'more', name: 'More', products: rest }].filter(
    (section) => section.products.length > 0,
  );
}
