/**
 * The page's query cache follows the session: signing out (or being signed out by a 401) drops
 * everything that was the customer's, in every bundle at once since they share one client.
 */
import { bus } from '@jara/bus';
import { forgetPersonalQueries } from '@jara/query/personal-queries';
import { getQueryClient } from '@jara/query/query-client';

export function startQueryCache(): () => void {
  const client = getQueryClient();
  return bus.on('auth:logged-out', () => forgetPersonalQueries(client));
}
