/** Exclusive vouchers (spec 7, Vouchers). */
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getExclusiveVouchers(options?: RequestOptions) {
  return callMain('GET /marketplace/vouchers/get_exclusive_vouchers', {}, options);
}

export function getExclusiveVoucher(voucherId: number | string, options?: RequestOptions) {
  return callMain(
    'GET /marketplace/vouchers/get_exclusive_vouchers/{id}',
    { path: { id: voucherId } },
    options,
  );
}
