import type { CountryCode } from '@jara/contracts/constants';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { ProductRow } from '../views/product-view';
import { LIKE_ESCAPE, containsPattern } from './like-pattern';

export function findProduct(db: Db, uuid: string): ProductRow | undefined {
  return sql(db, 'SELECT * FROM products WHERE uuid = ?').get(uuid) as ProductRow | undefined;
}

export function productsOfVendor(
  db: Db,
  vendorUuid: string,
  filters: { search?: string | undefined; categoryId?: number | undefined },
): ProductRow[] {
  const where = ['p.vendor_uuid = ?'];
  const params: (string | number)[] = [vendorUuid];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    where.push(`(p.name LIKE ? ${LIKE_ESCAPE} OR p.description LIKE ? ${LIKE_ESCAPE})`);
    params.push(pattern, pattern);
  }
  if (filters.categoryId !== undefined) {
    where.push('p.category_id = ?');
    params.push(filters.categoryId);
  }
  const query = `SELECT p.* FROM products p JOIN categories c ON c.id = p.category_id
    WHERE ${where.join(' AND ')} ORDER BY c.position, p.position`;
  return sql(db, query).all(...params) as ProductRow[];
}

/** With no words, each store's first dishes come first, so the meals list spans stores. */
const MEALS_ORDER = 'p.position, v.position';

/** Every word must appear in the name or description; no words lists the country's dishes. */
export function searchProducts(db: Db, country: CountryCode, text: string): ProductRow[] {
  const words = text.split(/\s+/).filter(Boolean);
  const wordMatches = words.map(
    () => `AND (p.name LIKE ? ${LIKE_ESCAPE} OR p.description LIKE ? ${LIKE_ESCAPE})`,
  );
  const patterns = words.flatMap((word) => [containsPattern(word), containsPattern(word)]);
  return sql(
    db,
    `SELECT p.* FROM products p JOIN vendors v ON v.uuid = p.vendor_uuid
     WHERE v.country_code = ? ${wordMatches.join(' ')}
     ORDER BY p.is_available DESC, ${words.length > 0 ? 'v.position, p.position' : MEALS_ORDER}`,
  ).all(country, ...patterns) as ProductRow[];
}

export function productsWithTag(db: Db, tagId: number, country: CountryCode): ProductRow[] {
  return sql(
    db,
    `SELECT p.* FROM products p JOIN product_tags t ON t.product_uuid = p.uuid
     JOIN vendors v ON v.uuid = p.vendor_uuid
     WHERE t.tag_id = ? AND v.country_code = ? ORDER BY v.position, p.position`,
  ).all(tagId, country) as ProductRow[];
}

export function productsOfCuration(db: Db, curationUuid: string): ProductRow[] {
  return sql(
    db,
    `SELECT p.* FROM curation_products cp JOIN products p ON p.uuid = cp.product_uuid
     WHERE cp.curation_uuid = ? ORDER BY cp.position`,
  ).all(curationUuid) as ProductRow[];
}
