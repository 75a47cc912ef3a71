import type { Currency, Product } from '@jara/contracts/entities';
import { assetUrls, type ViewContext } from './view-context';

export interface ProductRow {
  uuid: string;
  vendor_uuid: string;
  category_id: number;
  name: string;
  description: string;
  price: number;
  currency: Currency;
  is_available: number;
  position: number;
}

export function toProduct(row: ProductRow, view: ViewContext): Product {
  return {
    uuid: row.uuid,
    vendor_uuid: row.vendor_uuid,
    category_id: row.category_id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    image_url: assetUrls.product(view.assetsBase, row.uuid),
    is_available: row.is_available === 1,
    tag_ids: view.catalogue.tagIdsByProduct.get(row.uuid) ?? [],
    addon_groups: view.catalogue.addonGroupsByProduct.get(row.uuid) ?? [],
  };
}
