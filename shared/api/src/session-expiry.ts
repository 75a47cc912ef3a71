/**
 * Spec 4/6: a 401 or 404 while signed in marks the customer logged out. The shell reacts to the
 * bus event (message, reload); this only ends the session.
 */
import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import type { ApiBase } from './configure-api';
import { currentToken } from './request-headers';

export const SESSION_ENDING_STATUSES: readonly number[] = [401, 404];

/**
 * Only when the request was sent signed in and the session still holds that same token: a
 * visitor's 404 changes nothing, and of several calls failing together only the first ends the
 * session (a customer who signed in again meanwhile is left alone).
 */
export function expireSessionIfStillSignedIn(base: ApiBase, sentToken: string | null): void {
  if (!sentToken || currentToken(base) !== sentToken) return;
  sessionStore.getState().clear();
  bus.emit('auth:logged-out', { reason: 'unauthorized' });
}
