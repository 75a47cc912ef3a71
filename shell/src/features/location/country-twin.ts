/**
 * Where the country switch takes a page that belongs to a country (see page-country): the same
 * page in the other country, its twin in the site map. A twin with parameters (a post, a quiz)
 * is not sure to exist there (each country has its own articles), so the switch goes to the
 * nearest page above it that does (the other country's blog); a page with no twin (/ke/beauty,
 * say) goes to the other country's home. A page that follows the customer's choice stays: null.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { isKenyaPath } from '@jara/contracts/kenya-path';
import { SITE_MAP } from '@jara/contracts/site-map';
import { pathTo, withBrand } from '@jara/contracts/site-paths';
import { findRouteEntry } from '../routing/find-route-entry';
import { pageCountryOf } from './page-country';

const STATIC_PATHS = new Set(
  SITE_MAP.map((entry) => withBrand(entry.path)).filter((path) => !path.includes('{')),
);

function nearestPage(path: string, country: CountryCode): string {
  for (let above = path.replace(/\/$/, ''); above; above = above.slice(0, above.lastIndexOf('/'))) {
    if (STATIC_PATHS.has(above) && isKenyaPath(above) === (country === 'KE')) return above;
  }
  return pathTo('home', { country });
}

export function pathInCountry(pathname: string, country: CountryCode): string | null {
  const own = pageCountryOf(pathname);
  if (own === null || own === country) return null;
  const twin = findRouteEntry(pathname)?.twin;
  return twin ? nearestPage(withBrand(twin).split('{')[0]!, country) : pathTo('home', { country });
}
