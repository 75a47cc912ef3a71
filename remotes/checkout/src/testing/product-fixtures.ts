/**
 * The shared `aProduct` with add-on groups, and cart add-ons chosen from it, for the add-on
 * edits.
 */
import type { CartItemAddon, Product } from '@jara/contracts/entities';
import { aProduct } from '@jara/testing/builders/product';

export function aProductWithAddons(overrides: Partial<Product> = {}): Product {
  return aProduct({
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
  });
}

export function aCartAddon(addonUuid: string, name: string, price: number): CartItemAddon {
  return { uuid: `item-addon-${addonUuid}`, addon_uuid: addonUuid, name, price, quantity: 1 };
}
