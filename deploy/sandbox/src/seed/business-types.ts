import type { Db } from '../db/open-database';
import { insertRows } from './insert-rows';
import { slugify } from './random';

export const BUSINESS_TYPES = {
  restaurants: { id: 1, name: 'Restaurants' },
  homemade: { id: 2, name: 'Homemade' },
  groceries: { id: 3, name: 'Groceries' },
  bakery: { id: 4, name: 'Bakery & Desserts' },
  drinks: { id: 5, name: 'Drinks' },
  pharmacy: { id: 6, name: 'Pharmacy' },
} as const;

export type BusinessTypeKey = keyof typeof BUSINESS_TYPES;

/** Tags are fetched per business type (spec 3); products point at them by slug in the catalogue. */
const TAGS: Record<BusinessTypeKey, string[]> = {
  restaurants: [
    'Rice dishes',
    'Swallow',
    'Grills',
    'Burgers',
    'Pizza',
    'Shawarma',
    'Seafood',
    'Healthy',
  ],
  homemade: ['Soups', 'Stews', 'Breakfast', 'Small chops'],
  groceries: ['Fresh produce', 'Pantry', 'Dairy & eggs', 'Snacks'],
  bakery: ['Cakes', 'Pastries', 'Bread'],
  drinks: ['Smoothies', 'Juices', 'Coffee', 'Soft drinks'],
  pharmacy: ['Wellness', 'First aid', 'Baby care'],
};

export interface TagSeed {
  id: number;
  name: string;
  slug: string;
  business_type_id: number;
}

export function tagSeeds(): TagSeed[] {
  let id = 1;
  return (Object.keys(TAGS) as BusinessTypeKey[]).flatMap((key) =>
    TAGS[key].map((name) => ({
      id: id++,
      name,
      slug: slugify(name),
      business_type_id: BUSINESS_TYPES[key].id,
    })),
  );
}

export function seedBusinessTypes(db: Db): void {
  insertRows(
    db,
    'business_types',
    Object.values(BUSINESS_TYPES).map((type) => ({ ...type, slug: slugify(type.name) })),
  );
  insertRows(
    db,
    'tags',
    tagSeeds().map((tag) => ({ ...tag })),
  );
}
