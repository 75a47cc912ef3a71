/**
 * A vendor appears in many cached answers (lists, search results, a store page, curation
 * products), under keys owned by different screens. Flipping its heart shows at once everywhere by
 * rewriting `is_favourite` wherever that vendor sits, whatever the answer's shape; the answers it
 * changed are kept so a refused change can be put back.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Snapshot = [QueryKey, unknown][];

function isVendorWith(value: object, vendorUuid: string): value is { is_favourite: boolean } {
  return 'is_favourite' in value && (value as { uuid?: unknown }).uuid === vendorUuid;
}

/** `data` with the vendor's flag set; the same reference when the vendor is not in it. */
export function withFavourite(data: unknown, vendorUuid: string, favourite: boolean): unknown {
  if (Array.isArray(data)) {
    const items = data.map((item) => withFavourite(item, vendorUuid, favourite));
    return items.some((item, index) => item !== data[index]) ? items : data;
  }
  if (data === null || typeof data !== 'object') return data;
  if (isVendorWith(data, vendorUuid)) {
    return data.is_favourite === favourite ? data : { ...data, is_favourite: favourite };
  }
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    copy[key] = withFavourite(value, vendorUuid, favourite);
    changed ||= copy[key] !== value;
  }
  return changed ? copy : data;
}

/** Whether an answer holds the vendor (any vendor without a uuid): it must wait for, then refresh after, a change. */
export function holdsVendor(data: unknown, vendorUuid?: string): boolean {
  if (Array.isArray(data)) return data.some((item) => holdsVendor(item, vendorUuid));
  if (data === null || typeof data !== 'object') return false;
  if ('is_favourite' in data && (vendorUuid === undefined || isVendorWith(data, vendorUuid))) {
    return true;
  }
  return Object.values(data).some((value) => holdsVendor(value, vendorUuid));
}

/** Sets the flag in every cached answer; returns how to put them all back. */
export function patchFavouriteEverywhere(
  client: QueryClient,
  vendorUuid: string,
  favourite: boolean,
): () => void {
  const before: Snapshot = [];
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    const patched = withFavourite(data, vendorUuid, favourite);
    if (patched === data) continue;
    before.push([query.queryKey, data]);
    client.setQueryData(query.queryKey, patched);
  }
  return () => before.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
}
