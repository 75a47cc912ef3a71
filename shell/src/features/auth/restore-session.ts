/**
 * On start, a stored token is checked with a profile fetch: success keeps the customer signed
 * in with fresh details; a 401 or 404 signs them out (the API client does that). A network
 * failure keeps the stored session: being offline is not being signed out. The API client is
 * loaded only when there is a session to check, so a visitor's first page does not pay for it.
 */
import type { Customer } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { enterSession } from './enter-session';

export async function restoreSession(): Promise<void> {
  const { token } = sessionStore.getState();
  if (!token) return;
  try {
    const { getProfile } = await import('@jara/api/account');
    const profile = (await getProfile({ silent: true })) as Customer;
    if (sessionStore.getState().token === token) enterSession(token, profile, 'profile');
  } catch {
    // Already handled: unauthorized answers cleared the session; other failures keep it.
  }
}
