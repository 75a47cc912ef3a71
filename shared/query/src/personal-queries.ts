/**
 * What belongs to the signed-in customer. Signing out removes it from the cache, so the next
 * customer on this page never sees the last one's orders, notifications, addresses, wallet,
 * rewards, vouchers, checkout, payments or plans.
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries';
import { checkoutKeys } from './checkout-queries';
import { favouritesKeys } from './favourites-queries';
import { locationKeys } from './location-queries';
import { ordersKeys } from './orders-queries';
import { paymentsKeys } from './payments-queries';
import { planKeys } from './plan-queries';
import { rewardsKeys } from './rewards-queries';
import { voucherKeys } from './voucher-queries';
import { walletKeys } from './wallet-queries';

const PERSONAL_KEYS = [
  ordersKeys.all,
  accountKeys.all,
  favouritesKeys.all,
  locationKeys.savedAddresses(),
  walletKeys.all,
  rewardsKeys.all,
  voucherKeys.all,
  checkoutKeys.all,
  // A payment the customer came back from; a pay-for-me link is the payer's, not theirs.
  [...paymentsKeys.all, 'verification'],
  // The plan customer's payments and subscriptions; the catalogue and prices are everyone's.
  [...planKeys.all, 'customer'],
] as const;

export function forgetPersonalQueries(client: QueryClient): void {
  for (const queryKey of PERSONAL_KEYS) client.removeQueries({ queryKey });
}
