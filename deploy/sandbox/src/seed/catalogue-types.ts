import type { BusinessTypeKey } from './business-types';

export type AddonProfile = 'meal' | 'swallow' | 'pizza' | 'drink' | 'cake' | 'coffee' | 'choma';

/** [name, price in the country's currency, tag slugs, add-on profile, description] */
export type ProductTemplate = [string, number, string[], AddonProfile?, string?];

export interface CategoryTemplate {
  name: string;
  products: ProductTemplate[];
}

export type Catalogue = Record<BusinessTypeKey, CategoryTemplate[]>;

/** Descriptions for products whose template has none, per business type. */
export const DEFAULT_DESCRIPTIONS: Record<BusinessTypeKey, string> = {
  restaurants: 'Cooked to order and packed hot.',
  homemade: 'Home-cooked in small batches, the way it is made at home.',
  groceries: 'Picked and packed on the day of delivery.',
  bakery: 'Baked fresh every morning.',
  drinks: 'Made fresh and served chilled.',
  pharmacy: 'Dispensed by a licensed pharmacist.',
};
