/** Keeps the document head in step with the URL and with any refinement a remote publishes. */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { currentPageMeta, subscribePageMeta } from '@jara/parcel/page-meta';
import { findRouteEntry } from '../routing/find-route-entry';
import { applyHead } from './apply-head';
import { pageHead } from './page-head';

export function useRouteHead(): void {
  const { pathname } = useLocation();
  // On the server (prerendering) no remote has refined anything yet.
  const refinement = useSyncExternalStore(subscribePageMeta, currentPageMeta, () => undefined);
  useEffect(() => {
    applyHead(pageHead(pathname, window.location.origin, findRouteEntry(pathname), refinement));
  }, [pathname, refinement]);
}
