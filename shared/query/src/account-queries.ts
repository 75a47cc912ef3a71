/**
 * Query keys and fetchers of the customer's account: profile and notifications, and marking
 * notifications read. The API module is imported when a call runs (see marketplace-queries.ts).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppNotification, NotificationList } from '@jara/contracts/entities';
import { PERSONAL } from './personal-queries';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
};

const accountApi = () => import('@jara/api/account');

/** Silent: a failed profile check is handled by the session rules, never a toast. */
export function profileQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: accountKeys.profile(),
    queryFn: async ({ signal }) => (await accountApi()).getProfile({ signal, silent: true }),
  });
}

export function notificationsQuery() {
  return queryOptions({
    meta: PERSONAL,
    queryKey: accountKeys.notifications(),
    queryFn: async ({ signal }) => (await accountApi()).getNotifications({ signal }),
  });
}

/** The list with the given notifications read, and the unread count lowered by those newly read. */
function markedRead(
  list: NotificationList,
  uuids: readonly string[],
  at: string,
): NotificationList {
  const isNewlyRead = (item: AppNotification) => item.read_at === null && uuids.includes(item.uuid);
  return {
    notifications: list.notifications.map((item) =>
      isNewlyRead(item) ? { ...item, read_at: at } : item,
    ),
    total: Math.max(0, list.total - list.notifications.filter(isNewlyRead).length),
  };
}

function patchList(client: QueryClient, uuids: readonly string[]) {
  const queryKey = accountKeys.notifications();
  const before = client.getQueryData<NotificationList>(queryKey);
  if (!before) return () => {};
  client.setQueryData(queryKey, markedRead(before, uuids, new Date().toISOString()));
  return () => client.setQueryData(queryKey, before);
}

/**
 * Marks the given notifications read. The bell's count drops at once and comes back if the API
 * refuses; the API's answer (the list as it now stands) then replaces the cached one.
 */
export function markNotificationsReadMutation() {
  return mutationOptions({
    mutationKey: [...accountKeys.notifications(), 'read'],
    mutationFn: async (uuids: readonly string[]) =>
      (await accountApi()).markNotificationsRead([...uuids]),
    onMutate: async (uuids, { client }) => {
      // A refetch under way would land after the patch and bring the old count back.
      await client.cancelQueries({ queryKey: accountKeys.notifications() });
      return patchList(client, uuids);
    },
    onError: (_error, _uuids, restore) => restore?.(),
    onSuccess: (list, _uuids, _restore, { client }) =>
      client.setQueryData(accountKeys.notifications(), list),
  });
}
