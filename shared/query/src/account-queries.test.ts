import { MutationObserver } from '@tanstack/react-query';
import type { AppNotification, NotificationList } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { accountKeys, markNotificationsReadMutation } from './account-queries';
import { createQueryClient } from './query-client';
import { seenWhileSending } from './testing/sent-requests';

const api = setUpApiDouble();
const toasts = collectToasts();
const MARK_READ = 'POST account/notifications/read';

const note = (uuid: string, readAt: string | null): AppNotification => ({
  uuid,
  title: uuid,
  body: '',
  order_uuid: null,
  read_at: readAt,
  created_at: '2025-01-01T10:00:00.000Z',
});

const seeded: NotificationList = {
  total: 2,
  notifications: [note('n1', null), note('n2', null), note('n3', '2025-01-01T11:00:00.000Z')],
};

function setUp() {
  const client = createQueryClient();
  client.setQueryData(accountKeys.notifications(), seeded);
  const markRead = (uuids: string[]) =>
    new MutationObserver(client, markNotificationsReadMutation()).mutate(uuids);
  const list = () => client.getQueryData<NotificationList>(accountKeys.notifications())!;
  return { markRead, list };
}

/** Marks `uuids` read, and gives back the list as it stood while the call was on its way. */
async function markReadSeen(uuids: string[]) {
  const { markRead, list } = setUp();
  const [whileSent] = await seenWhileSending(api, list, () => markRead(uuids));
  return { whileSent: whileSent!, list };
}

describe('markNotificationsReadMutation', () => {
  it('clears the count at once, then keeps the list the API answers', async () => {
    const answered = { total: 0, notifications: [note('n1', 'x')] };
    api.answer(MARK_READ, answered);

    const { whileSent, list } = await markReadSeen(['n1', 'n2']);

    expect(whileSent.total).toBe(0);
    expect(whileSent.notifications.map((item) => item.read_at === null)).toEqual([
      false,
      false,
      false,
    ]);
    const [request] = api.sent(MARK_READ);
    expect(await request?.json()).toEqual({ notification_uuids: ['n1', 'n2'] });
    expect(list()).toEqual(answered);
  });

  it('lowers the count only by the notifications that were unread', async () => {
    api.answer(MARK_READ, seeded);
    const { whileSent } = await markReadSeen(['n1', 'n3']);
    expect(whileSent.total).toBe(1);
  });

  it('puts the count back, without a toast, when the API refuses', async () => {
    api.refuse(MARK_READ, 503, 'down');
    const { markRead, list } = setUp();
    await expect(markRead(['n1', 'n2'])).rejects.toThrow('down');
    expect(list()).toEqual(seeded);
    expect(toasts).toEqual([]);
  });
});
