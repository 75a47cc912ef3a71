/** The customer's wallet (spec 7, Wallet). */
import type { PageQuery } from '@jara/contracts/api-calls';
import { paymentRedirectSchema } from '@jara/contracts/payment-schema';
import { walletSchema } from '@jara/contracts/wallet-schema';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/** Checked whole: the top-up form's bounds come from it, not only the balance shown. */
export function getWallet(options?: RequestOptions) {
  return callMain('GET /wallet', {}, options, { dataSchema: walletSchema });
}

/**
 * Starts a top-up on the provider's page, which sends the customer back to `returnUrl`. The
 * redirect is checked: the customer is sent to its `authorization_url`, which must be there.
 */
export function fundWallet(amount: number, returnUrl: string, options?: RequestOptions) {
  return callMain('POST /wallet/fund', { body: { amount, return_url: returnUrl } }, options, {
    dataSchema: paymentRedirectSchema,
  });
}

export function getWalletTransactions(query: PageQuery = {}, options?: RequestOptions) {
  return callMain('GET /wallet/transactions', { query }, options);
}
