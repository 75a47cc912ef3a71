/**
 * On start, a stored token is checked with a profile fetch: success keeps the customer signed
 * in with fresh details; a 401 or 404 signs them out (the API client does that). A network
 * failure keeps the stored session: being offline is not being signed out. The API client is
 * loaded only when there is a session to check (the profile query imports it when it runs), so a
 * visitor's first page does not pay for it. The profile lands in the shared query cache.
 */
import type { Customer } from '@jara/contracts/entities';
import { profileQuery } from '@jara/query/account-queries';
import { getQueryClient } from '@jara/query/query-client';
import { sessionStore } from '@jara/state/session-store';
import { enterSession } from './enter-session';

export async function restoreSession(): Promise<void> {
  const { token } = sessionStore.getState();
  if (!token) return;
  try {
    // Always asked afresh, once: the session rules decide what a failure means, not a retry.
    const profile = (await getQueryClient().fetchQuery({
      ...profileQuery(),
      staleTime: 0,
      retry: false,
    })) as Customer;
    if (sessionStore.getState().token === token) enterSession(token, profile, 'profile');
  } catch {
    // Already handled: unauthorized answers cleared the session; other failures keep it.
  }
}
