/** The one product builder every test shares: `aVendor`'s jollof rice, available, in naira. */
import type { Product } from '@jara/contracts/entities';
import { aVendor } from './vendor';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    uuid: 'product-1',
    vendor_uuid: aVendor().uuid,
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
