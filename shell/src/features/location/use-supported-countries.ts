/**
 * The countries the switch offers: `GET /countries/all`, filtered to NG and KE by the API client.
 * Until (or unless) the list arrives, the two supported codes are offered with their names. The
 * list is asked for only once the customer reaches for the switch (`wanted`), so a first page
 * load does not pay for it.
 */
import { useQuery } from '@tanstack/react-query';
import type { Country } from '@jara/contracts/entities';
import { COUNTRY_CODES, type CountryCode } from '@jara/contracts/constants';
import { countriesQuery } from '@jara/query/location-queries';
import { isCountryCode } from '@jara/state/location-store';

export interface CountryChoice {
  code: CountryCode;
  name: string;
}

/** Each country as the site names it in its own copy ("Shop in Kenya?"). */
export const COUNTRY_NAMES: Record<CountryCode, string> = { NG: 'Nigeria', KE: 'Kenya' };

export const FALLBACK_COUNTRIES: CountryChoice[] = COUNTRY_CODES.map((code) => ({
  code,
  name: COUNTRY_NAMES[code],
}));

/** The server's names when it lists exactly the supported countries; the fallback otherwise. */
function toChoices(list: Country[]): CountryChoice[] {
  const choices = list
    .filter((country) => isCountryCode(country.code))
    .map((country) => ({ code: country.code as CountryCode, name: country.name }));
  return choices.length === COUNTRY_CODES.length ? choices : FALLBACK_COUNTRIES;
}

export function useSupportedCountries(wanted: boolean): CountryChoice[] {
  // A failed read is silent: the fallback already lists exactly the supported countries.
  const { data } = useQuery({ ...countriesQuery(), enabled: wanted, select: toChoices });
  return data ?? FALLBACK_COUNTRIES;
}
