/**
 * Which country a site page is written for. The URL decides, not the customer's saved location:
 * /ke pages are the Kenyan site and everything else is Nigerian, so a shared link always shows
 * the same page to everyone.
 */
import type { CountryCode } from '@jara/contracts/constants';
import { useLocation } from 'react-router-dom';

export function countryOfPath(pathname: string): CountryCode {
  return pathname === '/ke' || pathname.startsWith('/ke/') ? 'KE' : 'NG';
}

export function useSiteCountry(): CountryCode {
  return countryOfPath(useLocation().pathname);
}
