/** The customer's wallet (spec 7, Wallet). */
import type { PageQuery } from '@jara/contracts/api-calls';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

export function getWallet(options?: RequestOptions) {
  return callMain('GET /wallet', {}, options);
}

/** Starts a top-up on the provider's page, which sends the customer back to `returnUrl`. */
export function fundWallet(amount: number, returnUrl: string, options?: RequestOptions) {
  return callMain('POST /wallet/fund', { body: { amount, return_url: returnUrl } }, options);
}

export function getWalletTransactions(query: PageQuery = {}, options?: RequestOptions) {
  return callMain('GET /wallet/transactions', { query }, options);
}
