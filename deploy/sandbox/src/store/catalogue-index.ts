/**
 * The parts of the catalogue no API call changes (tags, add-ons, vendor business types), held in
 * memory so product and vendor lists need one query each. Rebuilt after a reset.
 */
import type { AddonGroup } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';

export interface AddonRecord {
  uuid: string;
  name: string;
  price: number;
  group_id: number;
  product_uuid: string;
}

export interface CatalogueIndex {
  tagIdsByProduct: Map<string, number[]>;
  addonGroupsByProduct: Map<string, AddonGroup[]>;
  addons: Map<string, AddonRecord>;
  businessTypesByVendor: Map<string, number[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function loadCatalogueIndex(db: Db): CatalogueIndex {
  const index: CatalogueIndex = {
    tagIdsByProduct: new Map(),
    addonGroupsByProduct: new Map(),
    addons: new Map(),
    businessTypesByVendor: new Map(),
  };
  const tags = db
    .prepare('SELECT product_uuid, tag_id FROM product_tags ORDER BY tag_id')
    .all() as {
    product_uuid: string;
    tag_id: number;
  }[];
  for (const row of tags) push(index.tagIdsByProduct, row.product_uuid, row.tag_id);

  const groups = db
    .prepare(
      'SELECT id, product_uuid, name, min, max FROM addon_groups ORDER BY product_uuid, position',
    )
    .all() as { id: number; product_uuid: string; name: string; min: number; max: number }[];
  const groupsById = new Map<number, AddonGroup & { product_uuid: string }>();
  for (const row of groups) {
    const group = { id: row.id, name: row.name, min: row.min, max: row.max, addons: [] };
    groupsById.set(row.id, { ...group, product_uuid: row.product_uuid });
    push(index.addonGroupsByProduct, row.product_uuid, group);
  }
  const addons = db
    .prepare('SELECT uuid, group_id, name, price FROM addons ORDER BY rowid')
    .all() as {
    uuid: string;
    group_id: number;
    name: string;
    price: number;
  }[];
  for (const row of addons) {
    const group = groupsById.get(row.group_id);
    if (!group) continue;
    const productGroups = index.addonGroupsByProduct.get(group.product_uuid) ?? [];
    productGroups
      .find((candidate) => candidate.id === row.group_id)
      ?.addons.push({
        uuid: row.uuid,
        name: row.name,
        price: row.price,
      });
    index.addons.set(row.uuid, { ...row, product_uuid: group.product_uuid });
  }

  const types = db
    .prepare('SELECT vendor_uuid, business_type_id FROM vendor_business_types')
    .all() as {
    vendor_uuid: string;
    business_type_id: number;
  }[];
  for (const row of types) push(index.businessTypesByVendor, row.vendor_uuid, row.business_type_id);
  return index;
}
