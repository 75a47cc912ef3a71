import { NIGERIA_COUNTRY_ID, type CountryCode } from '@jara/contracts/constants';
import type { Currency } from '@jara/contracts/entities';

/** The sandbox's id for Kenya; any id other than 127 means KE to the site. */
export const KENYA_COUNTRY_ID = 113;

export const CURRENCY_BY_COUNTRY: Record<CountryCode, Currency> = { NG: 'NGN', KE: 'KES' };

export function countryIdFor(code: CountryCode): number {
  return code === 'NG' ? NIGERIA_COUNTRY_ID : KENYA_COUNTRY_ID;
}
