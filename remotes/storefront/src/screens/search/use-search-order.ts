/**
 * "Open now" and the sort of the stores a search finds, kept in the URL beside the text
 * (`?q=suya&open=1&sort=rating`), so back, reload and a shared link show the same list.
 */
import { useSearchParams } from 'react-router-dom';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import {
  readParams,
  vendorOrderFor,
  writeParams,
  type StoreListParams,
} from '../../widgets/store-list-params';

export function useSearchOrder() {
  const point = useCustomerPoint();
  const hasPoint = point.latitude !== undefined;
  const [search, setSearch] = useSearchParams();
  // A search lists every store type: a `type` in the URL is not this page's.
  const params: StoreListParams = { ...readParams(search, hasPoint), type: null };
  const change = (next: StoreListParams) =>
    setSearch((previous) => {
      const query = new URLSearchParams();
      const text = previous.get('q');
      if (text) query.set('q', text);
      writeParams({ ...next, type: null }).forEach((value, name) => query.set(name, value));
      return query;
    });
  return { params, hasPoint, order: vendorOrderFor(point, params), change };
}
