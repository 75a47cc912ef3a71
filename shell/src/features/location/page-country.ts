/**
 * Which country a page shows. A page that belongs to a country shows it, whoever reads it: a /ke
 * page is Kenyan, and a Nigerian page with a /ke twin is Nigerian (the URL decides, so a shared
 * link shows everyone the same page). Every other page (the marketplace, the account, the pages
 * only Nigeria has) follows the customer's choice: null.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { isKenyaPath } from '@jara/contracts/kenya-path';
import { findRouteEntry } from '../routing/find-route-entry';

export function pageCountryOf(pathname: string): CountryCode | null {
  if (isKenyaPath(pathname)) return 'KE';
  return findRouteEntry(pathname)?.twin ? 'NG' : null;
}
