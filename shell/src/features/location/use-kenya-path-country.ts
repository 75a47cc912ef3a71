/** Opening a page under /ke makes Kenya the country (spec: "KE under /ke and when chosen"). */
import { isKenyaPath } from '@jara/contracts/kenya-path';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { changeCountry } from './change-country';

export function useKenyaPathCountry(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isKenyaPath(pathname)) changeCountry('KE');
  }, [pathname]);
}
