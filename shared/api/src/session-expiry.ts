/**
 * Spec 4/6: a 401 or 404 while signed in marks the customer logged out. It ends the session the
 * one way every session ends (`endSession`: the customer's data leaves the page at once); the
 * shell then says so and offers to sign in again.
 */
import { endSession } from '@jara/state/end-session';
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
  endSession('unauthorized');
}
