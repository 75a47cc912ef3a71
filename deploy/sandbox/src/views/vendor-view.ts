import type { Currency, Vendor, WorkingHours } from '@jara/contracts/entities';
import { isOpenAt } from '../domain/working-hours';
import { assetUrls, type ViewContext } from './view-context';

export interface VendorRow {
  uuid: string;
  slug: string;
  business_name: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
  country_id: number;
  country_code: 'NG' | 'KE';
  currency: Currency;
  address: string;
  location_area_id: number | null;
  utc_offset_minutes: number;
  working_hours: string;
  is_deliverect_vendor: number;
  rating: number;
  ratings_count: number;
  delivery_fee: number;
  minimum_order: number;
  prep_time_minutes: number;
  behaviour: 'normal' | 'rejects' | 'cancels';
  is_hidden_gem: number;
  offer_title: string | null;
  position: number;
}

export function toVendor(row: VendorRow, view: ViewContext): Vendor {
  const workingHours = JSON.parse(row.working_hours) as WorkingHours[];
  return {
    uuid: row.uuid,
    slug: row.slug,
    business_name: row.business_name,
    latitude: row.latitude,
    longitude: row.longitude,
    country_id: row.country_id,
    working_hours: workingHours,
    is_deliverect_vendor: row.is_deliverect_vendor === 1,
    description: row.description,
    logo_url: assetUrls.vendorLogo(view.assetsBase, row.slug),
    cover_url: assetUrls.vendorCover(view.assetsBase, row.slug),
    address: row.address,
    location_area_id: row.location_area_id,
    business_type_ids: view.catalogue.businessTypesByVendor.get(row.uuid) ?? [],
    rating: row.rating,
    ratings_count: row.ratings_count,
    currency: row.currency,
    is_open: isOpenAt(workingHours, row.utc_offset_minutes, view.now),
    is_favourite: view.favourites.has(row.uuid),
    delivery_fee: row.delivery_fee,
    minimum_order: row.minimum_order,
    prep_time_minutes: row.prep_time_minutes,
    offer_title: row.offer_title,
  };
}
