/** Whether the page is in the Kenya section, so navigation keeps the customer in /ke. */
import { useLocation } from 'react-router-dom';

export function useKenyaSection(): boolean {
  const { pathname } = useLocation();
  return pathname === '/ke' || pathname.startsWith('/ke/');
}
