/**
 * Which country a URL belongs to. The URL decides, not the customer's saved location: /ke pages
 * are the Kenyan site and everything else is Nigerian, so a shared link shows the same page to
 * everyone.
 */
import type { CountryCode } from '../constants';

export const KENYA_PREFIX = '/ke';

export function isKenyaPath(pathname: string): boolean {
  return pathname === KENYA_PREFIX || pathname.startsWith(`${KENYA_PREFIX}/`);
}

export function countryOfPath(pathname: string): CountryCode {
  return isKenyaPath(pathname) ? 'KE' : 'NG';
}
