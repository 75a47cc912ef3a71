/**
 * The one vendor builder every test shares: an open Lagos kitchen that sells in naira. A test
 * overrides only the fields it is about (`aVendor({ is_open: false })`).
 */
import type { Vendor } from '@jara/contracts/entities';

/** Nigeria's `country_id` (any other value means Kenya). */
const NIGERIA = 127;

export function aVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    uuid: 'vendor-1',
    slug: 'mama-put-kitchen',
    business_name: 'Mama Put Kitchen',
    latitude: 6.6018,
    longitude: 3.3515,
    country_id: NIGERIA,
    working_hours: [{ day: 1, opens: '08:00', closes: '22:00' }],
    is_deliverect_vendor: false,
    description: 'Home-style Lagos cooking.',
    logo_url: '',
    cover_url: '',
    address: '12 Allen Avenue, Ikeja',
    location_area_id: 1,
    business_type_ids: [1],
    rating: 4.6,
    ratings_count: 120,
    currency: 'NGN',
    is_open: true,
    is_favourite: false,
    delivery_fee: 800,
    minimum_order: 0,
    prep_time_minutes: 25,
    ...overrides,
  };
}
