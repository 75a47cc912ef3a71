/**
 * The "from" prices the site quotes, worked out from what is on sale now: per business type, the
 * cheapest available product carrying one of the type's tags, with the cheapest way through its
 * required choices (a drink's size); and the lowest fee a store charges to deliver (distance
 * only adds to it, see deliveryFee).
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { PricesFrom } from '@jara/contracts/prices-from';
import { sql } from '../db/statements';
import type { Db } from '../db/open-database';
import { CURRENCY_BY_COUNTRY } from '../domain/countries';

interface OnSale {
  uuid: string;
  price: number;
  slug: string;
}

interface RequiredAddon {
  product_uuid: string;
  group_id: number;
  min: number;
  price: number;
}

/** What a product's required choices add at the least: the `min` cheapest add-ons of each group. */
function requiredExtras(addons: RequiredAddon[]): Map<string, number> {
  const groups = new Map<number, { product: string; min: number; prices: number[] }>();
  for (const addon of addons) {
    const group = groups.get(addon.group_id) ?? {
      product: addon.product_uuid,
      min: addon.min,
      prices: [],
    };
    group.prices.push(addon.price);
    groups.set(addon.group_id, group);
  }
  const extras = new Map<string, number>();
  for (const { product, min, prices } of groups.values()) {
    const least = [...prices].sort((a, b) => a - b).slice(0, min);
    extras.set(product, (extras.get(product) ?? 0) + least.reduce((sum, price) => sum + price, 0));
  }
  return extras;
}

/** By product, what its required choices add at the least, for the country's products. */
export function requiredExtrasIn(db: Db, country: CountryCode): Map<string, number> {
  return requiredExtras(
    sql(
      db,
      `SELECT g.product_uuid, g.id AS group_id, g.min, a.price FROM addon_groups g
       JOIN addons a ON a.group_id = g.id
       JOIN products p ON p.uuid = g.product_uuid
       JOIN vendors v ON v.uuid = p.vendor_uuid
       WHERE v.country_code = ? AND g.min > 0`,
    ).all(country) as RequiredAddon[],
  );
}

export function pricesFrom(db: Db, country: CountryCode): PricesFrom {
  const onSale = sql(
    db,
    `SELECT DISTINCT p.uuid, p.price, bt.slug FROM products p
     JOIN vendors v ON v.uuid = p.vendor_uuid
     JOIN product_tags pt ON pt.product_uuid = p.uuid
     JOIN tags t ON t.id = pt.tag_id
     JOIN business_types bt ON bt.id = t.business_type_id
     WHERE v.country_code = ? AND p.is_available = 1`,
  ).all(country) as OnSale[];
  const extras = requiredExtrasIn(db, country);
  const businessTypes: Record<string, number> = {};
  for (const { uuid, price, slug } of onSale) {
    const total = price + (extras.get(uuid) ?? 0);
    businessTypes[slug] = Math.min(businessTypes[slug] ?? total, total);
  }
  const delivery = sql(
    db,
    'SELECT MIN(delivery_fee) AS fee FROM vendors WHERE country_code = ?',
  ).get(country) as { fee: number | null };
  return {
    currency: CURRENCY_BY_COUNTRY[country],
    delivery_fee: delivery.fee,
    business_types: businessTypes,
  };
}
