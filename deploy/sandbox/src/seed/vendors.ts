import type { CountryCode } from '@jara/contracts/constants';
import type { Db } from '../db/open-database';
import { UTC_OFFSET_MINUTES } from '@jara/contracts/constants';
import { CURRENCY_BY_COUNTRY, countryIdFor } from '../domain/countries';
import { namedUuid } from '../domain/ids';
import { BUSINESS_TYPES } from './business-types';
import { insertRows } from './insert-rows';
import { LOCATION_AREAS } from './location-areas';
import { pick, slugify } from './random';
import type { VendorDefinition } from './vendor-definition';
import { KENYA_VENDORS } from './vendors-kenya';
import { NIGERIA_VENDORS } from './vendors-nigeria';
import { workingHoursFor } from './working-hours';

export interface SeededVendor {
  uuid: string;
  slug: string;
  name: string;
  country: CountryCode;
  definition: VendorDefinition;
}

const FEES: Record<CountryCode, { delivery: number[]; minimum: number[] }> = {
  NG: { delivery: [500, 700, 800, 1000, 1200, 1500], minimum: [2000, 3000, 5000] },
  KE: { delivery: [50, 80, 100, 150, 200], minimum: [300, 500, 800] },
};

/** A store's landline, as the city dials it: Lagos +234 1, Nairobi +254 20 (seven digits after). */
function vendorPhone(country: CountryCode, position: number): string {
  const line = String(2_000_000 + position * 7_919).padStart(7, '0');
  return country === 'NG' ? `+2341${line}` : `+25420${line}`;
}

function vendorRow(
  definition: VendorDefinition,
  country: CountryCode,
  position: number,
  random: () => number,
) {
  const area = LOCATION_AREAS.find((candidate) => candidate.id === definition.area);
  const jitter = () => (random() - 0.5) * 0.02;
  const city = area ? `${area.name}, ${area.state}` : country === 'NG' ? 'Nigeria' : 'Kenya';
  return {
    uuid: namedUuid(`vendor:${definition.name}`),
    slug: slugify(definition.name),
    business_name: definition.name,
    description: definition.description,
    latitude: area ? Number((area.latitude + jitter()).toFixed(6)) : null,
    longitude: area ? Number((area.longitude + jitter()).toFixed(6)) : null,
    country_id: countryIdFor(country),
    country_code: country,
    currency: CURRENCY_BY_COUNTRY[country],
    address: `${definition.street}, ${city}`,
    location_area_id: area?.id ?? null,
    utc_offset_minutes: UTC_OFFSET_MINUTES[country],
    working_hours: JSON.stringify(workingHoursFor(definition.hours)),
    is_deliverect_vendor: definition.deliverect ?? false,
    rating: Number((3.6 + random() * 1.3).toFixed(1)),
    ratings_count: 15 + Math.floor(random() * 460),
    delivery_fee: pick(random, FEES[country].delivery),
    minimum_order: pick(random, FEES[country].minimum),
    prep_time_minutes: 15 + 5 * Math.floor(random() * 7),
    behaviour: definition.behaviour ?? 'normal',
    is_hidden_gem: definition.hiddenGem ?? false,
    offer_title: definition.offer ?? null,
    position,
    phone: vendorPhone(country, position),
  };
}

export function seedVendors(db: Db, random: () => number): SeededVendor[] {
  const definitions = [
    ...NIGERIA_VENDORS.map((definition) => ({ definition, country: 'NG' as const })),
    ...KENYA_VENDORS.map((definition) => ({ definition, country: 'KE' as const })),
  ];
  const rows = definitions.map(({ definition, country }, index) =>
    vendorRow(definition, country, index + 1, random),
  );
  insertRows(db, 'vendors', rows);
  insertRows(
    db,
    'vendor_business_types',
    definitions.flatMap(({ definition }, index) =>
      definition.types.map((type) => ({
        vendor_uuid: rows[index]?.uuid ?? '',
        business_type_id: BUSINESS_TYPES[type].id,
      })),
    ),
  );
  return definitions.map(({ definition, country }, index) => ({
    uuid: rows[index]?.uuid ?? '',
    slug: rows[index]?.slug ?? '',
    name: definition.name,
    country,
    definition,
  }));
}
