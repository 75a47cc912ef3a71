/**
 * The countries the switch offers: `GET /countries/all`, filtered to NG and KE by the API client.
 * Until (or unless) the list arrives, the two supported codes are offered with their names. The
 * list is asked for only once the customer reaches for the switch (`wanted`), so a first page
 * load does not pay for it.
 */
import { useEffect, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@jara/contracts/constants';
import { isCountryCode } from '@jara/state/location-store';

export interface CountryChoice {
  code: CountryCode;
  name: string;
}

export const FALLBACK_COUNTRIES: CountryChoice[] = [
  { code: 'NG', name: 'Nigeria' },
  { code: 'KE', name: 'Kenya' },
];

export function useSupportedCountries(wanted: boolean): CountryChoice[] {
  const [countries, setCountries] = useState(FALLBACK_COUNTRIES);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('@jara/api/account')
      .then(({ getCountries }) => getCountries({ silent: true }))
      .then((list) => {
        const choices = list
          .filter((country) => isCountryCode(country.code))
          .map((country) => ({ code: country.code as CountryCode, name: country.name }));
        if (current && choices.length === COUNTRY_CODES.length) setCountries(choices);
      })
      // The fallback already lists exactly the supported countries.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);
  return countries;
}
