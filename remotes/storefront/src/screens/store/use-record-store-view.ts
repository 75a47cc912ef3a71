/**
 * Records one store view per visit (POST /marketplace/store_views, a silent call). The ref
 * outlives re-renders and StrictMode's second effect run, so a visit posts once; another
 * store, or coming back to the page later, is a new visit.
 */
import { useEffect, useRef } from 'react';
import { recordStoreView } from '@jara/api/account';

export function useRecordStoreView(vendorUuid: string | null) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!vendorUuid || recorded.current === vendorUuid) return;
    recorded.current = vendorUuid;
    recordStoreView(vendorUuid).catch(() => {
      // A view is analytics the customer never asked for; losing one changes nothing they see.
    });
  }, [vendorUuid]);
}
