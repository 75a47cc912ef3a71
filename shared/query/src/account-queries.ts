/**
 * Query keys and fetchers of the customer's account: profile and notifications.
 * The API module is imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
};

const accountApi = () => import('@jara/api/account');

/** Silent: a failed profile check is handled by the session rules, never a toast. */
export function profileQuery() {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: async ({ signal }) => (await accountApi()).getProfile({ signal, silent: true }),
  });
}

export function notificationsQuery() {
  return queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: async ({ signal }) => (await accountApi()).getNotifications({ signal }),
  });
}
