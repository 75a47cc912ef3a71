import { MutationObserver } from '@tanstack/react-query';
import { markNotificationsRead } from '@jara/api/account';
import type { AppNotification, NotificationList } from '@jara/contracts/entities';
import { accountKeys, markNotificationsReadMutation } from './account-queries';
import { createQueryClient } from './query-client';

jest.mock('@jara/api/account');

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

beforeEach(() => jest.resetAllMocks());

describe('markNotificationsReadMutation', () => {
  it('clears the count at once, then keeps the list the API answers', async () => {
    let answer: (list: NotificationList) => void = () => {};
    jest
      .mocked(markNotificationsRead)
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { markRead, list } = setUp();

    const done = markRead(['n1', 'n2']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list().total).toBe(0);
    expect(list().notifications.map((item) => item.read_at === null)).toEqual([
      false,
      false,
      false,
    ]);

    const answered = { total: 0, notifications: [note('n1', 'x')] };
    answer(answered);
    await done;
    expect(markNotificationsRead).toHaveBeenCalledWith(['n1', 'n2']);
    expect(list()).toEqual(answered);
  });

  it('lowers the count only by the notifications that were unread', async () => {
    jest.mocked(markNotificationsRead).mockReturnValue(new Promise(() => {}));
    const { markRead, list } = setUp();
    void markRead(['n1', 'n3']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list().total).toBe(1);
  });

  it('puts the count back when the API refuses', async () => {
    jest.mocked(markNotificationsRead).mockRejectedValue(new Error('down'));
    const { markRead, list } = setUp();
    await expect(markRead(['n1', 'n2'])).rejects.toThrow('down');
    expect(list()).toEqual(seeded);
  });
});
