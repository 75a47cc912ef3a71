/** Which country a site page is written for: the URL decides (see `countryOfPath`). */
import type { CountryCode } from '@jara/contracts/constants';
import { countryOfPath } from '@jara/contracts/kenya-path';
import { useLocation } from 'react-router-dom';

export function useSiteCountry(): CountryCode {
  return countryOfPath(useLocation().pathname);
}
