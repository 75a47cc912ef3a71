/**
 * A prerendered page shows its markup in `#prerendered` while the app boots into the hidden
 * `#root`. Once the live page is ready the two are swapped in one frame: `#prerendered` goes and
 * `#root` shows, at the same scroll position. It is a swap, not hydration: remote pages are
 * separate React roots mounted by single-spa, which one hydration cannot span; and content that
 * appears in place of removed content in a single frame is not a layout shift.
 *
 * Ready is `page:ready` for the path the page was opened at (the shell's route frame and error
 * page emit it; a remote's screen emits it once its content shows). A first navigation to another
 * path swaps as well, and a timeout does, so a remote that never answers cannot leave the
 * customer on a page whose buttons do nothing.
 */
import { PRERENDERED_ROOT_ID } from '@jara/contracts/prerender';
import type { EventBus } from '@jara/bus';

export const SWAP_TIMEOUT_MS = 8_000;

/** What the swap needs of the app's router (React Router's data router has it). */
export interface NavigationSource {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Swaps `#prerendered` for `#root` in the next frame, then hands the live root to `onSwapped`
 * (what the customer did meanwhile is done again there); nothing when the page was not
 * prerendered.
 */
export function swapPrerenderedPage(
  doc: Document = document,
  onSwapped: (live: Element) => void = () => {},
): void {
  const prerendered = doc.getElementById(PRERENDERED_ROOT_ID);
  const root = doc.getElementById('root');
  if (!prerendered || !root) return;
  const view = doc.defaultView ?? window;
  view.requestAnimationFrame(() => {
    const { scrollX, scrollY } = view;
    prerendered.remove();
    root.hidden = false;
    view.scrollTo(scrollX, scrollY);
    onSwapped(root);
  });
}

export function swapWhenReady(
  router: NavigationSource,
  bus: EventBus,
  onSwapped?: (live: Element) => void,
  doc: Document = document,
  timeoutMs = SWAP_TIMEOUT_MS,
): void {
  if (!doc.getElementById(PRERENDERED_ROOT_ID)) return;
  const openedAt = router.state.location.pathname;
  const stops: (() => void)[] = [];
  const swap = () => {
    for (const stop of stops.splice(0)) stop();
    swapPrerenderedPage(doc, onSwapped);
  };
  stops.push(
    bus.on('page:ready', ({ path }) => {
      if (path === openedAt) swap();
    }),
    router.subscribe((state) => {
      if (state.location.pathname !== openedAt) swap();
    }),
  );
  const timer = setTimeout(swap, timeoutMs);
  stops.push(() => clearTimeout(timer));
}
