import { aCartItem } from '@jara/testing/builders/cart';
import { aCartAddon, aProductWithAddons } from '../testing/product-fixtures';
import { addonChoiceOfItem, removableAddonIds } from './item-addon-groups';

const product = aProductWithAddons();
const chicken = aCartAddon('chicken', 'Chicken', 1500);
const plantain = aCartAddon('plantain', 'Plantain', 500);
const egg = aCartAddon('egg', 'Egg', 200);

describe('addonChoiceOfItem', () => {
  it("groups the item's add-ons by the product's groups", () => {
    const item = aCartItem({ addons: [chicken, plantain, egg] });
    expect(addonChoiceOfItem(product, item)).toEqual({ 1: ['chicken'], 2: ['plantain', 'egg'] });
  });

  it('leaves out an add-on the menu no longer offers', () => {
    const item = aCartItem({ addons: [aCartAddon('gone', 'Gone', 100), chicken] });
    expect(addonChoiceOfItem(product, item)).toEqual({ 1: ['chicken'] });
  });
});

describe('removableAddonIds', () => {
  it('offers optional add-ons, never the last pick of a required group', () => {
    const item = aCartItem({ addons: [chicken, plantain] });
    expect([...removableAddonIds(product, item)]).toEqual(['item-addon-plantain']);
  });

  it('counts quantities as the server does', () => {
    const twoChickens = { ...chicken, quantity: 2 };
    const atLeastOne = aProductWithAddons({
      addon_groups: [{ ...product.addon_groups[0]!, max: 3 }],
    });
    expect(removableAddonIds(atLeastOne, aCartItem({ addons: [twoChickens] })).size).toBe(0);
    const beef = aCartAddon('beef', 'Beef', 1200);
    expect(removableAddonIds(atLeastOne, aCartItem({ addons: [twoChickens, beef] }))).toEqual(
      new Set(['item-addon-chicken', 'item-addon-beef']),
    );
  });
});
