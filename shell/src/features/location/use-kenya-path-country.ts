/** Opening a page under /ke makes Kenya the country (spec: "KE under /ke and when chosen"). */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { changeCountry } from './change-country';

export function isKenyaPath(pathname: string): boolean {
  return pathname === '/ke' || pathname.startsWith('/ke/');
}

export function useKenyaPathCountry(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isKenyaPath(pathname)) changeCountry('KE');
  }, [pathname]);
}
