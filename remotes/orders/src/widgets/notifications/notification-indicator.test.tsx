import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getNotifications, markNotificationsRead } from '@jara/api/account';
import type { AppNotification, NotificationList } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { NotificationIndicator } from './notification-indicator';
import { renderWithQuery } from '@jara/testing/render-with-query';

jest.mock('@jara/api/account', () => ({
  getNotifications: jest.fn(),
  markNotificationsRead: jest.fn(),
}));

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

const bell = () => screen.getByTestId('notification-indicator');
const panel = () => screen.getByRole('region', { name: 'Notifications' });

function signedIn(...answers: NotificationList[]) {
  sessionStore.getState().signIn('t', 1, null);
  for (const answer of answers) jest.mocked(getNotifications).mockResolvedValueOnce(answer);
  return renderWithQuery(<NotificationIndicator />);
}

describe('NotificationIndicator', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    sessionStore.getState().clear();
  });

  it('shows nothing to a visitor', () => {
    const { container } = renderWithQuery(<NotificationIndicator />);
    expect(container.textContent).toBe('');
    expect(getNotifications).not.toHaveBeenCalled();
  });

  it('shows the unread count, and a realtime notification adds to it', async () => {
    signedIn(list(2), list(3));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    act(() => bus.emit('notification:received', { notification: note('n9') }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('lists every notification, marks the unread ones, and reads them on opening', async () => {
    const many = list(2, [
      note('n1'),
      note('n2'),
      ...['n3', 'n4', 'n5', 'n6', 'n7'].map((uuid) => note(uuid, { read_at: 'earlier' })),
    ]);
    let answer: () => void = () => {};
    jest
      .mocked(markNotificationsRead)
      .mockReturnValue(new Promise((resolve) => (answer = () => resolve(allRead(many)))));
    signedIn(many);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel()).getAllByText('Unread:')).toHaveLength(2);
    expect(within(panel()).getAllByText('3 hours ago')).toHaveLength(7);
    // The count clears before the API has answered.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(bell());
    expect(markNotificationsRead).toHaveBeenCalledWith(['n1', 'n2']);
    await act(async () => answer());
    // Still shown as new while the panel is open, read once it is opened again.
    await waitFor(() => expect(within(panel()).getAllByText('Unread:')).toHaveLength(2));
    fireEvent.click(bell());
    fireEvent.click(bell());
    expect(within(panel()).queryByText('Unread:')).toBeNull();
    expect(markNotificationsRead).toHaveBeenCalledTimes(1);
  });

  it('puts the count back when marking read fails', async () => {
    jest.mocked(markNotificationsRead).mockRejectedValue(new Error('down'));
    signedIn(list(1));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    fireEvent.click(bell());
    await waitFor(() => expect(markNotificationsRead).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(markNotificationsRead).toHaveBeenCalledTimes(1);
  });

  it('says when the list could not be read, and reads it again on request', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest
      .mocked(getNotifications)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(list(0, [note('n1', { read_at: 'earlier' })]));
    renderWithQuery(<NotificationIndicator />);
    await waitFor(() => expect(getNotifications).toHaveBeenCalled());

    fireEvent.click(bell());
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notifications.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText('Title n1')).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('keeps its last count when a refresh fails', async () => {
    signedIn(list(4));
    jest.mocked(getNotifications).mockRejectedValueOnce(new Error('down'));
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    act(() => bus.emit('notification:received', { notification: note('n2') }));
    await waitFor(() => expect(getNotifications).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
  });

  it('shows a skeleton while loading, then says when there are none', async () => {
    let answer: (value: NotificationList) => void = () => {};
    sessionStore.getState().signIn('t', 1, null);
    jest.mocked(getNotifications).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithQuery(<NotificationIndicator />);

    fireEvent.click(bell());
    expect(within(panel()).getByRole('status').textContent).toBe('Loading notifications');
    await act(async () => answer(list(0, [])));
    expect(await within(panel()).findByText('No notifications yet.')).toBeTruthy();
    expect(markNotificationsRead).not.toHaveBeenCalled();
  });

  it("opens a notification's order, and one without an order is not a button", async () => {
    jest.mocked(markNotificationsRead).mockReturnValue(new Promise(() => {}));
    signedIn(
      list(0, [
        note('n1', { order_uuid: 'order-7', title: 'Order accepted', read_at: 'x' }),
        note('n2', { title: 'Welcome to Jara', read_at: 'x' }),
      ]),
    );
    await waitFor(() => expect(getNotifications).toHaveBeenCalled());
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
    await waitFor(() => expect(getNotifications).toHaveBeenCalled());
    fireEvent.click(bell());
    const opened = jest.fn();
    const off = bus.on('orders:open-tracking', opened);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Track my orders' }));
    off();
    expect(opened).toHaveBeenCalledWith({});
  });

  it('moves focus into the panel, and Escape closes it and returns focus to the bell', async () => {
    signedIn(list(0, []));
    await waitFor(() => expect(getNotifications).toHaveBeenCalled());
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
    await waitFor(() => expect(getNotifications).toHaveBeenCalled());
    fireEvent.click(bell());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows hostile text as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    signedIn(list(0, [note('n1', { title: hostile, body: '<script>alert(1)</script>' })]));
    await waitFor(() => expect(getNotifications).toHaveBeenCalled());
    fireEvent.click(bell());
    expect(await within(panel()).findByText(hostile)).toBeTruthy();
    expect(panel().querySelector('img, script')).toBeNull();
  });
});
