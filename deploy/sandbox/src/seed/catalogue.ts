import type { Db } from '../db/open-database';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';
import { namedUuid } from '../domain/ids';
import { addonGroupsFor } from './addon-profiles';
import { tagSeeds } from './business-types';
import { KENYA_CATALOGUE } from './catalogue-kenya';
import { NIGERIA_CATALOGUE } from './catalogue-nigeria';
import { DEFAULT_DESCRIPTIONS, type CategoryTemplate } from './catalogue-types';
import { insertRows } from './insert-rows';
import { VENDOR_MENUS } from './vendor-menus';
import type { SeededVendor } from './vendors';

export interface SeededProduct {
  uuid: string;
  name: string;
  vendor: SeededVendor;
  price: number;
  tags: string[];
  isAvailable: boolean;
  /** The first choice of each group a customer must choose from (a drink's size): an order has them. */
  requiredAddons: { uuid: string; name: string; price: number }[];
}

/** Every 13th product is out of stock, so carts can hold unavailable items to clear. */
const UNAVAILABLE_EVERY = 13;

function menuOf(vendor: SeededVendor): CategoryTemplate[] {
  const catalogue = vendor.country === 'NG' ? NIGERIA_CATALOGUE : KENYA_CATALOGUE;
  const categories = vendor.definition.types.flatMap((type) => catalogue[type]);
  const menu = VENDOR_MENUS[vendor.name];
  return menu ? categories.filter((category) => menu.includes(category.name)) : categories;
}

/** Prices vary a little between vendors, rounded to what a menu would show. */
function localPrice(base: number, vendor: SeededVendor, random: () => number): number {
  const step = vendor.country === 'NG' ? 50 : 10;
  return Math.max(step, Math.round((base * (0.9 + random() * 0.3)) / step) * step);
}

export function seedCatalogue(
  db: Db,
  vendors: SeededVendor[],
  random: () => number,
): SeededProduct[] {
  const tagIds = new Map(tagSeeds().map((tag) => [tag.slug, tag.id]));
  const categories: Record<string, string | number | boolean>[] = [];
  const products: Record<string, string | number | boolean>[] = [];
  const productTags: Record<string, string | number>[] = [];
  const groups: Record<string, string | number>[] = [];
  const addons: Record<string, string | number>[] = [];
  const seeded: SeededProduct[] = [];

  for (const vendor of vendors) {
    menuOf(vendor).forEach((template, categoryIndex) => {
      const categoryId = categories.length + 1;
      categories.push({
        id: categoryId,
        vendor_uuid: vendor.uuid,
        name: template.name,
        position: categoryIndex,
      });
      // Each vendor drops a few dishes of the catalogue so menus differ, keeping at least two.
      const kept = template.products.filter((_, index) => index < 2 || random() > 0.2);
      kept.forEach(([name, basePrice, tags, profile, description], position) => {
        const uuid = namedUuid(`product:${vendor.name}:${name}`);
        const isAvailable = (seeded.length + 1) % UNAVAILABLE_EVERY !== 0;
        const price = localPrice(basePrice, vendor, random);
        const type = vendor.definition.types[0] ?? 'restaurants';
        products.push({
          uuid,
          vendor_uuid: vendor.uuid,
          category_id: categoryId,
          name,
          description: description ?? DEFAULT_DESCRIPTIONS[type],
          price,
          currency: CURRENCY_BY_COUNTRY[vendor.country],
          is_available: isAvailable,
          position,
        });
        for (const slug of tags) {
          const tagId = tagIds.get(slug);
          if (tagId) productTags.push({ product_uuid: uuid, tag_id: tagId });
        }
        const requiredAddons: SeededProduct['requiredAddons'] = [];
        if (profile) {
          addonGroupsFor(vendor.country, profile).forEach((group, groupPosition) => {
            const groupId = groups.length + 1;
            groups.push({
              id: groupId,
              product_uuid: uuid,
              name: group.name,
              min: group.min,
              max: group.max,
              position: groupPosition,
            });
            for (const [addonName, addonPrice] of group.addons) {
              addons.push({
                uuid: namedUuid(`addon:${uuid}:${group.name}:${addonName}`),
                group_id: groupId,
                name: addonName,
                price: addonPrice,
              });
            }
            const [first] = group.addons;
            if (group.min > 0 && first) {
              const [name, price] = first;
              requiredAddons.push({
                uuid: namedUuid(`addon:${uuid}:${group.name}:${name}`),
                name,
                price,
              });
            }
          });
        }
        seeded.push({ uuid, name, vendor, price, tags, isAvailable, requiredAddons });
      });
    });
  }
  insertRows(db, 'categories', categories);
  insertRows(db, 'products', products);
  insertRows(db, 'product_tags', productTags);
  insertRows(db, 'addon_groups', groups);
  insertRows(db, 'addons', addons);
  return seeded;
}
