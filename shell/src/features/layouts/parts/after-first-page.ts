/**
 * When the shop widgets (cart button, bell, the cart drawer) start loading their remotes: once
 * the page has drawn (its parcel mounted, or its `page:ready` for a page that is already there,
 * prerendered or the shell's own), so their remote entries and chunks do not compete with the
 * page's own for the network. Their slots hold their final size meanwhile. A page that never
 * says it is ready (its remote is down) still gets them after a while; once shown, every later
 * shop layout mounts them at once.
 */
import { useEffect, useState } from 'react';
import { bus } from '@jara/bus';
import { onPageParcelSettled } from '../../parcels/page-parcel-settled';

/** How long the widgets wait for a page that does not say it is ready. */
export const WIDGETS_WAIT_MS = 4_000;

/** A hook that is true once a page parcel has drawn or `events` says a page is ready, or after `waitMs`. */
export function pageShownGate(
  events: Pick<typeof bus, 'on'>,
  parcelSettled: typeof onPageParcelSettled = onPageParcelSettled,
  waitMs = WIDGETS_WAIT_MS,
) {
  let pageShown = false;
  return function useAfterPageShown(): boolean {
    const [shown, setShown] = useState(pageShown);
    useEffect(() => {
      if (shown) return;
      const show = () => {
        pageShown = true;
        setShown(true);
      };
      const off = events.on('page:ready', show);
      const offParcel = parcelSettled(show);
      const timer = setTimeout(show, waitMs);
      return () => {
        off();
        offParcel();
        clearTimeout(timer);
      };
    }, [shown]);
    return shown;
  };
}

export const useAfterPageShown = pageShownGate(bus);
