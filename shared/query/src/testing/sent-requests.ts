/**
 * What the fetchers' tests read off the requests the API double saw, beyond their query and body
 * (`@jara/testing/sent-requests`): what the cache held while a call was on its way, and whether
 * cancelling a query reached its request at the network.
 */
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { setUpApiDouble } from '@jara/testing/api-double';
import type { CallKey } from '@jara/testing/load-faults';

type ApiDouble = ReturnType<typeof setUpApiDouble>;

/**
 * Runs `act`, and gives back what `look` saw as each of its requests reached the network, before
 * any answer: what an optimistic change shows while its call is on its way. (An answer held back
 * instead would leave the request, and the client's 20 s timeout, running after the test.)
 */
export async function seenWhileSending<T>(
  api: ApiDouble,
  look: () => T,
  act: () => Promise<unknown>,
): Promise<T[]> {
  const seen: T[] = [];
  const record = () => void seen.push(look());
  api.server.events.on('request:start', record);
  try {
    await act();
  } finally {
    api.server.events.removeListener('request:start', record);
  }
  return seen;
}

/**
 * Starts `start` with `key` left unanswered, cancels every query of `client` once the request is
 * on the network, and gives that request back: its `signal` says whether the query's abort
 * signal went with the call.
 */
export async function cancelledRequest(
  api: ApiDouble,
  key: CallKey,
  client: QueryClient,
  start: (client: QueryClient) => Promise<unknown>,
): Promise<Request> {
  const earlier = api.sent(key).length;
  api.break(key, 'hang');
  void start(client).catch(() => undefined);
  await waitFor(() => expect(api.sent(key)).toHaveLength(earlier + 1));
  await client.cancelQueries();
  return api.sent(key)[earlier]!;
}
