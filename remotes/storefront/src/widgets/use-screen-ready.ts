/**
 * Tells the shell this screen shows what it will show (its content or its final error), so the
 * work the shell holds back until the first screen is drawn (realtime, the update poller, the
 * deferred modals) starts then instead of after its 5 s wait. The screens render without a
 * router of their own in tests, and the remote's BrowserRouter mirrors the address bar anyway.
 */
import { usePageReady } from '@jara/parcel/use-page-ready';

/**
 * Ready once the screen's data is drawn (`useDrawnData`'s deferred render, not the answer's
 * arrival: until then the skeleton still shows) or its query has failed for good.
 */
export function useScreenReady(drawn: unknown, query: { isError: boolean }): void {
  // The prerender draws the screen in Node, where no page has an address (and no effect runs).
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  usePageReady(path, drawn !== undefined || query.isError);
}
