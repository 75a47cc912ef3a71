/**
 * Spec 4/6: a 401, or a 404 from a call about the customer's own account, while signed in marks
 * the customer logged out (`@jara/contracts/not-found-rules` says which calls those are). It ends
 * the session the one way every session ends (`endSession`: the customer's data leaves the page
 * at once); the shell then says so and offers to sign in again.
 */
import {
  MAIN_NOT_FOUND,
  PLANS_NOT_FOUND,
  type NotFoundMeaning,
} from '@jara/contracts/not-found-rules';
import { endSession } from '@jara/state/end-session';
import type { ApiBase } from './configure-api';
import { currentToken } from './request-headers';

const NOT_FOUND_RULES: Record<ApiBase, Readonly<Record<string, NotFoundMeaning>>> = {
  main: MAIN_NOT_FOUND,
  plans: PLANS_NOT_FOUND,
};

/** What a 404 from this call means; a call outside the contract answers about itself. */
export function notFoundMeaning(base: ApiBase, key: string): NotFoundMeaning {
  return NOT_FOUND_RULES[base][key] ?? 'thing-missing';
}

export function statusEndsSession(status: number, notFound: NotFoundMeaning): boolean {
  return status === 401 || (status === 404 && notFound === 'account-gone');
}

/**
 * Only when the request was sent signed in and the session still holds that same token: a
 * visitor's 404 changes nothing, and of several calls failing together only the first ends the
 * session (a customer who signed in again meanwhile is left alone).
 */
export function expireSessionIfStillSignedIn(base: ApiBase, sentToken: string | null): void {
  if (!sentToken || currentToken(base) !== sentToken) return;
  endSession('unauthorized');
}
