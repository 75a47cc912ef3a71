/**
 * Query keys and fetchers of the exclusive vouchers, per country (the location header picks
 * them). The API module is imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import { PERSONAL } from './personal-queries';

export const voucherKeys = {
  all: ['vouchers'] as const,
  list: (country: CountryCode) => [...voucherKeys.all, country, 'list'] as const,
  detail: (country: CountryCode, id: number) =>
    [...voucherKeys.all, country, 'detail', id] as const,
};

const vouchersApi = () => import('@jara/api/vouchers');

export function exclusiveVouchersQuery(country: CountryCode) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: voucherKeys.list(country),
    queryFn: async ({ signal }) => (await vouchersApi()).getExclusiveVouchers({ signal }),
  });
}

export function exclusiveVoucherQuery(country: CountryCode, id: number) {
  return queryOptions({
    meta: PERSONAL,
    queryKey: voucherKeys.detail(country, id),
    queryFn: async ({ signal }) => (await vouchersApi()).getExclusiveVoucher(id, { signal }),
  });
}
