/** The customer's wallet (spec 7, Wallet). */
import type { PageQuery } from '@jara/contracts/api-calls';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getWallet(options?: RequestOptions) {
  return callMain('GET /wallet', {}, options);
}

export function fundWallet(amount: number, options?: RequestOptions) {
  return callMain('POST /wallet/fund', { body: { amount } }, options);
}

export function getWalletTransactions(query: PageQuery = {}, options?: RequestOptions) {
  return callMain('GET /wallet/transactions', { query }, options);
}
