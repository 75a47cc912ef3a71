/**
 * The storefront's own test data in the contract's shapes; each test overrides only the fields it
 * is about. An entity every package shares (product, cart, vendor...) comes from its one builder
 * in `@jara/testing/builders/*`.
 */
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Category, Curation, CurationProduct } from '@jara/contracts/entities';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 10, name: 'Rice', vendor_uuid: 'vendor-1', products_count: 1, ...overrides };
}

export function aPage<T>(items: T[], overrides: Partial<Paginated<T>> = {}): Paginated<T> {
  return { items, page: 1, per_page: 12, total: items.length, last_page: 1, ...overrides };
}

export function aCurationProduct(overrides: Partial<CurationProduct> = {}): CurationProduct {
  return { ...aProduct(), vendor: aVendor(), ...overrides };
}

export function aCuration(overrides: Partial<Curation> = {}): Curation {
  return {
    uuid: 'curation-1',
    title: 'Weekend jollof feast',
    description: 'The best party jollof in town.',
    image_url: '/curation.svg',
    products: [aCurationProduct()],
    ...overrides,
  };
}
