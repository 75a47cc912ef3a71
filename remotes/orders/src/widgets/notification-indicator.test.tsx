import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getNotifications } from '@jara/api/account';
import { sessionStore } from '@jara/state/session-store';
import { NotificationIndicator } from './notification-indicator';
import { renderWithQuery } from '../testing/render-with-query';

jest.mock('@jara/api/account', () => ({ getNotifications: jest.fn() }));

const list = (total: number) => ({
  total,
  notifications: [
    {
      uuid: 'n1',
      title: 'Order accepted',
      body: 'Mama Put accepted your order',
      read_at: null,
      created_at: '',
    },
  ],
});

describe('NotificationIndicator', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
  });

  it('shows nothing to a visitor', () => {
    const { container } = renderWithQuery(<NotificationIndicator />);
    expect(container.textContent).toBe('');
    expect(getNotifications).not.toHaveBeenCalled();
  });

  it('shows the total, refreshes on a realtime notification, and opens tracking', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest.mocked(getNotifications).mockResolvedValueOnce(list(2)).mockResolvedValueOnce(list(3));
    renderWithQuery(<NotificationIndicator />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2' })).toBeTruthy();
    act(() => bus.emit('notification:received', { notification: list(3).notifications[0]! }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('notification-indicator'));
    expect(screen.getByText('Order accepted')).toBeTruthy();
    const opened = jest.fn();
    const off = bus.on('orders:open-tracking', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Track my orders' }));
    expect(opened).toHaveBeenCalled();
    off();
  });

  it('keeps its last count when a refresh fails', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest
      .mocked(getNotifications)
      .mockResolvedValueOnce(list(4))
      .mockRejectedValueOnce(new Error('down'));
    renderWithQuery(<NotificationIndicator />);
    await screen.findByRole('button', { name: 'Notifications, 4' });
    act(() => bus.emit('notification:received', { notification: list(4).notifications[0]! }));
    await waitFor(() => expect(getNotifications).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Notifications, 4' })).toBeTruthy();
  });
});
