/** Test data in the contract's shapes; each test overrides only the fields it is about. */
import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Cart,
  Category,
  Curation,
  CurationProduct,
  Homepage,
  Product,
} from '@jara/contracts/entities';
import { aVendor } from '@jara/testing/builders/vendor';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    uuid: 'product-1',
    vendor_uuid: 'vendor-1',
    category_id: 10,
    name: 'Jollof rice',
    description: 'Smoky party jollof.',
    price: 2500,
    currency: 'NGN',
    image_url: '',
    is_available: true,
    tag_ids: [],
    addon_groups: [],
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 10, name: 'Rice', vendor_uuid: 'vendor-1', products_count: 1, ...overrides };
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    uuid: 'cart-1',
    vendor: 'vendor-1',
    vendor_name: 'Mama Put',
    currency: 'NGN',
    items: [
      {
        uuid: 'item-1',
        product_uuid: 'product-1',
        name: 'Jollof rice',
        image_url: '',
        price: 2500,
        quantity: 1,
        is_available: true,
        addons: [],
      },
    ],
    main_items_count: 1,
    subtotal: 2500,
    ...overrides,
  };
}

export function aHomepage(overrides: Partial<Homepage> = {}): Homepage {
  return {
    business_types: [
      { id: 1, name: 'Restaurants', slug: 'restaurants' },
      { id: 2, name: 'Groceries', slug: 'groceries' },
    ],
    hidden_gems: [],
    offers: [],
    top_rated: [],
    curations: [],
    nearby: [],
    ...overrides,
  };
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
