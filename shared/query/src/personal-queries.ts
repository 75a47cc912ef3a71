/**
 * What belongs to the signed-in customer. Signing out removes it from the cache, so the next
 * customer on this page never sees the last one's orders, notifications, addresses, wallet or rewards.
 */
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries';
import { favouritesKeys } from './favourites-queries';
import { locationKeys } from './location-queries';
import { ordersKeys } from './orders-queries';
import { rewardsKeys } from './rewards-queries';
import { walletKeys } from './wallet-queries';

const PERSONAL_KEYS = [
  ordersKeys.all,
  accountKeys.all,
  favouritesKeys.all,
  locationKeys.savedAddresses(),
  walletKeys.all,
  rewardsKeys.all,
] as const;

export function forgetPersonalQueries(client: QueryClient): void {
  for (const queryKey of PERSONAL_KEYS) client.removeQueries({ queryKey });
}
