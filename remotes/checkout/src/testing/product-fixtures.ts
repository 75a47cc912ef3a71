/** A product with add-on groups, and cart add-ons chosen from it, for the add-on edits. */
import type { CartItemAddon, Product } from '@jara/contracts/entities';

export function aProductWithAddons(overrides: Partial<Product> = {}): Product {
  return {
    uuid: 'product-1',
    vendor_uuid: 'vendor-1',
    category_id: 1,
    name: 'Jollof rice',
    description: '',
    price: 2500,
    currency: 'NGN',
    image_url: '',
    is_available: true,
    tag_ids: [],
    addon_groups: [
      {
        id: 1,
        name: 'Protein',
        min: 1,
        max: 1,
        addons: [
          { uuid: 'chicken', name: 'Chicken', price: 1500 },
          { uuid: 'beef', name: 'Beef', price: 1200 },
        ],
      },
      {
        id: 2,
        name: 'Extras',
        min: 0,
        max: 3,
        addons: [
          { uuid: 'plantain', name: 'Plantain', price: 500 },
          { uuid: 'egg', name: 'Egg', price: 200 },
        ],
      },
    ],
    ...overrides,
  };
}

export function aCartAddon(addonUuid: string, name: string, price: number): CartItemAddon {
  return { uuid: `item-addon-${addonUuid}`, addon_uuid: addonUuid, name, price, quantity: 1 };
}
