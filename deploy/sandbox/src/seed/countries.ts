import type { Db } from '../db/open-database';
import { KENYA_COUNTRY_ID } from '../domain/countries';
import { insertRows } from './insert-rows';

/** More countries than the site serves, as the real backend returns: the client keeps NG and KE. */
const COUNTRIES = [
  { id: 127, code: 'NG', name: 'Nigeria', currency: 'NGN', dial_code: '+234' },
  { id: KENYA_COUNTRY_ID, code: 'KE', name: 'Kenya', currency: 'KES', dial_code: '+254' },
  { id: 83, code: 'GH', name: 'Ghana', currency: 'GHS', dial_code: '+233' },
  { id: 197, code: 'ZA', name: 'South Africa', currency: 'ZAR', dial_code: '+27' },
  { id: 210, code: 'TZ', name: 'Tanzania', currency: 'TZS', dial_code: '+255' },
  { id: 220, code: 'UG', name: 'Uganda', currency: 'UGX', dial_code: '+256' },
  { id: 178, code: 'RW', name: 'Rwanda', currency: 'RWF', dial_code: '+250' },
  { id: 225, code: 'GB', name: 'United Kingdom', currency: 'GBP', dial_code: '+44' },
  { id: 226, code: 'US', name: 'United States', currency: 'USD', dial_code: '+1' },
];

const STATES: Record<string, string[]> = {
  NG: [
    'Lagos',
    'FCT Abuja',
    'Rivers',
    'Oyo',
    'Ogun',
    'Kano',
    'Kaduna',
    'Enugu',
    'Delta',
    'Anambra',
  ],
  KE: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Kiambu', 'Machakos', 'Uasin Gishu'],
  GH: ['Greater Accra', 'Ashanti', 'Western'],
  ZA: ['Gauteng', 'Western Cape', 'KwaZulu-Natal'],
  TZ: ['Dar es Salaam', 'Arusha'],
  UG: ['Central', 'Western'],
  RW: ['Kigali'],
  GB: ['England', 'Scotland', 'Wales'],
  US: ['California', 'New York', 'Texas'],
};

export function seedCountries(db: Db): void {
  insertRows(db, 'countries', COUNTRIES);
  let id = 1;
  const states = Object.entries(STATES).flatMap(([country_code, names]) =>
    names.map((name) => ({ id: id++, country_code, name })),
  );
  insertRows(db, 'country_states', states);
}
