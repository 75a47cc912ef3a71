/** Records one store view per vendor shown (POST /marketplace/store_views, a silent call). */
import { useEffect } from 'react';
import { recordStoreView } from '@jara/api/account';

export function useRecordStoreView(vendorUuid: string | null) {
  useEffect(() => {
    if (!vendorUuid) return;
    recordStoreView(vendorUuid).catch(() => {
      // A view is analytics the customer never asked for; losing one changes nothing they see.
    });
  }, [vendorUuid]);
}
