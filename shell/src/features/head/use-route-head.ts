/**
 * Keeps the document head in step with the URL and with any refinement a remote publishes; a
 * path a remote found no page at gets the not-found head (noindex), as an unknown path does.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { currentPageMeta, subscribePageMeta } from '@jara/parcel/page-meta';
import { useReportedNotFound } from '../errors/use-reported-not-found';
import { findRouteEntry } from '../routing/find-route-entry';
import { applyHead } from './apply-head';
import { pageHead } from './page-head';

export function useRouteHead(): void {
  const { pathname } = useLocation();
  // On the server (prerendering) no remote has refined anything yet.
  const refinement = useSyncExternalStore(subscribePageMeta, currentPageMeta, () => undefined);
  const notFound = useReportedNotFound();
  useEffect(() => {
    const entry = notFound ? undefined : findRouteEntry(pathname);
    applyHead(pageHead(pathname, window.location.origin, entry, refinement));
  }, [pathname, refinement, notFound]);
}
