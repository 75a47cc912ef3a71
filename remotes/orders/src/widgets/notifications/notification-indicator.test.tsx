/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { AppNotification, NotificationList } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { NotificationIndicator } from './notification-indicator';
import { renderWithQuery } from '@jara/testing/render-with-query';

const api = setUpApiDouble();
const NOTIFICATIONS = 'GET account/notifications';
const MARK_READ = 'POST account/notifications/read';

const note = (uuid: string, changes: Partial<AppNotification> = {}): AppNotification => ({
  uuid,
  title: `Title ${uuid}`,
  body: `Body ${uuid}`,
  order_uuid: null,
  read_at: null,
  created_at: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  ...changes,
});

const list = (total: number, notifications = [note('n1')]): NotificationList => ({
  total,
  notifications,
});
const allRead = (from: NotificationList): NotificationList => ({
  total: 0,
  notifications: from.notifications.map((item) => ({ ...item, read_at: 'now' })),
});
const many = list(2, [
  note('n1'),
  note('n2'),
  ...['n3', 'n4', 'n5', 'n6', 'n7'].map((uuid) => note(uuid, { read_at: 'earlier' })),
]);

const bell = () => screen.getByTestId('notification-indicator');
const panel = () => screen.getByRole('region', { name: 'Notifications' });

function signedIn(answer: NotificationList) {
  sessionStore.getState().signIn('t', 1, null);
  api.answer(NOTIFICATIONS, answer);
  return renderWithQuery(<NotificationIndicator />);
}

describe('NotificationIndicator', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('shows nothing to a visitor', () => {
    const { container } = renderWithQuery(<NotificationIndicator />);
    expect(container.textContent).toBe('');
    expect(api.sent(NOTIFICATIONS)).toHaveLength(0);
  });

  it('shows the unread count, and a realtime notification adds to it', async () => {
    signedIn(list(2));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    api.answer(NOTIFICATIONS, list(3));
    act(() => bus.emit('notification:received', { notification: note('n9') }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('lists every notification, marks the unread ones, and clears the count before the API has answered', async () => {
    // The call never gets an answer, so a cleared count cannot come from one.
    api.break(MARK_READ, 'hang');
    signedIn(many);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel()).getAllByText('Unread:')).toHaveLength(2);
    expect(within(panel()).getAllByText('3 hours ago')).toHaveLength(7);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(bell());
    await waitFor(() => expect(api.sent(MARK_READ)).toHaveLength(1));
    expect(await api.sent(MARK_READ)[0]!.json()).toEqual({ notification_uuids: ['n1', 'n2'] });
  });

  it('shows the notifications as new while the panel is open, and read once it is opened again', async () => {
    api.answer(MARK_READ, allRead(many));
    const { client } = signedIn(many);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    fireEvent.click(bell());
    await waitFor(() => expect(api.sent(MARK_READ)).toHaveLength(1));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(within(panel()).getAllByText('Unread:')).toHaveLength(2);
    fireEvent.click(bell());
    fireEvent.click(bell());
    expect(within(panel()).queryByText('Unread:')).toBeNull();
    expect(api.sent(MARK_READ)).toHaveLength(1);
  });

  it('puts the count back when marking read fails', async () => {
    api.drop(MARK_READ);
    signedIn(list(1));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    fireEvent.click(bell());
    await waitFor(() => expect(api.sent(MARK_READ)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(api.sent(MARK_READ)).toHaveLength(1);
  });

  it('says when the list could not be read, and reads it again on request', async () => {
    sessionStore.getState().signIn('t', 1, null);
    api.drop(NOTIFICATIONS);
    const { client } = renderWithQuery(<NotificationIndicator />);
    await waitFor(() => expect(api.sent(NOTIFICATIONS)).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));

    api.answer(NOTIFICATIONS, list(0, [note('n1', { read_at: 'earlier' })]));
    fireEvent.click(bell());
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notifications.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText('Title n1')).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('keeps its last count when a refresh fails', async () => {
    const { client } = signedIn(list(4));
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    api.drop(NOTIFICATIONS);
    act(() => bus.emit('notification:received', { notification: note('n2') }));
    await waitFor(() => expect(api.sent(NOTIFICATIONS)).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
  });

  it('shows a skeleton while loading, then says when there are none', async () => {
    signedIn(list(0, []));

    // The answer cannot have come yet: the call goes out after this tick.
    fireEvent.click(bell());
    expect(within(panel()).getByRole('status').textContent).toBe('Loading notifications');
    expect(await within(panel()).findByText('No notifications yet.')).toBeTruthy();
    expect(api.sent(MARK_READ)).toHaveLength(0);
  });

  it("opens a notification's order, and one without an order is not a button", async () => {
    signedIn(
      list(0, [
        note('n1', { order_uuid: 'order-7', title: 'Order accepted', read_at: 'x' }),
        note('n2', { title: 'Welcome to Jara', read_at: 'x' }),
      ]),
    );
    fireEvent.click(bell());
    await within(panel()).findByText('Welcome to Jara');
    expect(within(panel()).queryByRole('button', { name: /Welcome to Jara/ })).toBeNull();

    const opened = jest.fn();
    const off = bus.on('orders:open-tracking', opened);
    fireEvent.click(within(panel()).getByRole('button', { name: /Order accepted/ }));
    off();
    expect(opened).toHaveBeenCalledWith({ orderId: 'order-7' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('opens order tracking from the panel', async () => {
    signedIn(list(0, []));
    fireEvent.click(bell());
    await within(panel()).findByText('No notifications yet.');
    const opened = jest.fn();
    const off = bus.on('orders:open-tracking', opened);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Track my orders' }));
    off();
    expect(opened).toHaveBeenCalledWith({});
  });

  it('moves focus into the panel, and Escape closes it and returns focus to the bell', async () => {
    signedIn(list(0, []));
    await waitFor(() => expect(api.sent(NOTIFICATIONS)).toHaveLength(1));
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-controls')).toBe(panel().id);
    expect(document.activeElement).toBe(panel());

    fireEvent.keyDown(panel(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the customer clicks elsewhere', async () => {
    signedIn(list(0, []));
    await waitFor(() => expect(api.sent(NOTIFICATIONS)).toHaveLength(1));
    fireEvent.click(bell());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows hostile text as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const unread = list(1, [note('n1', { title: hostile, body: '<script>alert(1)</script>' })]);
    api.answer(MARK_READ, allRead(unread));
    signedIn(unread);
    fireEvent.click(bell());
    expect(await within(panel()).findByText(hostile)).toBeTruthy();
    expect(panel().querySelector('img, script')).toBeNull();
  });
});
