/**
 * Tells the shell this screen shows what it will show (its content or its final error), so the
 * work the shell holds back until the first screen is drawn (realtime, the update poller, the
 * deferred modals) starts then instead of after its 5 s wait. The screens render without a
 * router of their own in tests, and the remote's BrowserRouter mirrors the address bar anyway.
 */
import { usePageReady } from '@jara/parcel/use-page-ready';

export function useScreenReady(ready: boolean): void {
  usePageReady(window.location.pathname, ready);
}
