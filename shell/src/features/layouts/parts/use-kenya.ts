/** Whether the page is in the Kenya section, so navigation keeps the customer in /ke. */
import { isKenyaPath } from '@jara/contracts/kenya-path';
import { useLocation } from 'react-router-dom';

export function useKenyaSection(): boolean {
  return isKenyaPath(useLocation().pathname);
}
