/**
 * The page's query cache follows the session: signing out (or being signed out by a 401) drops
 * everything that was the customer's, in every bundle at once since they share one client; and
 * whose hearts a store list shows changes with who is signed in, so those answers go stale.
 */
import { bus } from '@jara/bus';
import { refreshFavouriteFlags } from '@jara/query/favourites-queries';
import { forgetPersonalQueries } from '@jara/query/personal-queries';
import { getQueryClient } from '@jara/query/query-client';

export function startQueryCache(): () => void {
  const client = getQueryClient();
  const stops = [
    bus.on('auth:logged-out', () => {
      forgetPersonalQueries(client);
      void refreshFavouriteFlags(client);
    }),
    bus.on('auth:logged-in', () => void refreshFavouriteFlags(client)),
  ];
  return () => stops.forEach((stop) => stop());
}
