import type { NotificationList } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

const list = async () =>
  t.data(await t.call<NotificationList>('GET', '/account/notifications', { token }));

describe('notifications', () => {
  it('lists newest first, counts the unread ones and names the order of order notifications', async () => {
    const { notifications, total } = await list();
    const times = notifications.map((notification) => notification.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(total).toBe(notifications.filter((n) => n.read_at === null).length);
    const pickup = notifications.find((n) => n.title === 'Ready for pickup');
    expect(pickup?.order_uuid).toEqual(expect.any(String));
    expect(notifications.find((n) => n.title === 'Welcome to Jara')?.order_uuid).toBeNull();
  });

  it('marks the given ones read, ignores unknown ids, then marks all read', async () => {
    const before = await list();
    const firstUnread = before.notifications.find((n) => n.read_at === null)!;
    const one = await t.call<NotificationList>('POST', '/account/notifications/read', {
      token,
      body: { notification_uuids: [firstUnread.uuid, 'not-a-notification'] },
    });
    expect(one.body.message).toBe('Notifications marked as read.');
    expect(t.data(one).total).toBe(before.total - 1);
    const all = t.data(
      await t.call<NotificationList>('POST', '/account/notifications/read', { token, body: {} }),
    );
    expect(all.total).toBe(0);
    expect(all.notifications.every((n) => n.read_at !== null)).toBe(true);
  });

  it('refuses a list that is not of ids, and anyone signed out', async () => {
    const bad = await t.call('POST', '/account/notifications/read', {
      token,
      body: { notification_uuids: 'all' },
    });
    expect(bad.status).toBe(422);
    expect((await t.call('POST', '/account/notifications/read', { body: {} })).status).toBe(401);
  });
});
