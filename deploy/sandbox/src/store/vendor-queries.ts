import type { CountryCode } from '@jara/contracts/constants';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { notFound } from '../http/api-error';
import type { VendorRow } from '../views/vendor-view';
import { LIKE_ESCAPE, containsPattern } from './like-pattern';

export interface VendorFilters {
  country: CountryCode;
  businessTypeId?: number | undefined;
  tagId?: number | undefined;
  locationAreaId?: number | undefined;
  search?: string | undefined;
  /** Only vendors rated by at least this many customers. */
  minRatings?: number | undefined;
  hiddenGemsOnly?: boolean;
  offersOnly?: boolean;
}

/** A vendor by uuid or slug: links carry either, and both are unique. */
export function findVendor(db: Db, idOrSlug: string): VendorRow | undefined {
  return sql(db, 'SELECT * FROM vendors WHERE uuid = ? OR slug = ?').get(idOrSlug, idOrSlug) as
    VendorRow | undefined;
}

export function requireVendor(db: Db, idOrSlug: string): VendorRow {
  const vendor = findVendor(db, idOrSlug);
  if (!vendor) throw notFound(`We could not find a store called "${idOrSlug.slice(0, 80)}".`);
  return vendor;
}

export function listVendors(db: Db, filters: VendorFilters): VendorRow[] {
  const where = ['v.country_code = ?'];
  const params: (string | number)[] = [filters.country];
  if (filters.businessTypeId !== undefined) {
    where.push(
      'EXISTS (SELECT 1 FROM vendor_business_types t WHERE t.vendor_uuid = v.uuid AND t.business_type_id = ?)',
    );
    params.push(filters.businessTypeId);
  }
  if (filters.tagId !== undefined) {
    where.push(
      'EXISTS (SELECT 1 FROM products p JOIN product_tags pt ON pt.product_uuid = p.uuid WHERE p.vendor_uuid = v.uuid AND pt.tag_id = ?)',
    );
    params.push(filters.tagId);
  }
  if (filters.locationAreaId !== undefined) {
    where.push('v.location_area_id = ?');
    params.push(filters.locationAreaId);
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    where.push(
      `(v.business_name LIKE ? ${LIKE_ESCAPE} OR v.description LIKE ? ${LIKE_ESCAPE} OR EXISTS (SELECT 1 FROM products p WHERE p.vendor_uuid = v.uuid AND p.name LIKE ? ${LIKE_ESCAPE}))`,
    );
    params.push(pattern, pattern, pattern);
  }
  if (filters.minRatings !== undefined) {
    where.push('v.ratings_count >= ?');
    params.push(filters.minRatings);
  }
  if (filters.hiddenGemsOnly) where.push('v.is_hidden_gem = 1');
  if (filters.offersOnly) where.push('v.offer_title IS NOT NULL');
  const query = `SELECT v.* FROM vendors v WHERE ${where.join(' AND ')} ORDER BY v.position`;
  return sql(db, query).all(...params) as VendorRow[];
}
