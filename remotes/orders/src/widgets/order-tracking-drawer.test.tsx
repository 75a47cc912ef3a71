import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getActiveOrders } from '@jara/api/orders';
import type { Order } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { OrderTrackingDrawer, withStatus } from './order-tracking-drawer';
import { invalidateAfterOrderPlaced } from '@jara/query/orders-queries';
import { renderWithQuery } from '../testing/render-with-query';

jest.mock('@jara/api/orders', () => ({ getActiveOrders: jest.fn() }));
jest.mock('@jara/parcel/parcel', () => ({
  useParcelProps: () => ({ requestLogin: jest.fn(() => Promise.resolve(true)) }),
}));

const order = (uuid: string, status: Order['status']): Order =>
  ({
    uuid,
    reference: `JR-${uuid}`,
    status,
    vendor: { uuid: 'v', slug: 'v', business_name: 'Mama Put', logo_url: '' },
    currency: 'NGN',
    total: 4500,
  }) as Order;

describe('OrderTrackingDrawer', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
  });

  it('asks a visitor to sign in', () => {
    renderWithQuery(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    expect(screen.getByText('Sign in to see your orders as they move.')).toBeTruthy();
  });

  it('lists active orders and follows realtime status changes', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest
      .mocked(getActiveOrders)
      .mockResolvedValue([order('a', 'preparing'), order('b', 'completed')]);
    renderWithQuery(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    expect(await screen.findByText('Being prepared')).toBeTruthy();
    expect(screen.getAllByTestId('active-order')).toHaveLength(1);

    act(() => bus.emit('order:status-changed', { order: order('a', 'in_transit') }));
    expect(await screen.findByText('On the way')).toBeTruthy();

    act(() => bus.emit('order:status-changed', { order: order('a', 'completed') }));
    expect(await screen.findByText('You have no orders on the way.')).toBeTruthy();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest.mocked(getActiveOrders).mockRejectedValueOnce(new Error('down'));
    renderWithQuery(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your orders.');

    jest.mocked(getActiveOrders).mockResolvedValueOnce([order('a', 'preparing')]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Being prepared')).toBeTruthy();
  });

  it('reads the orders again when another bundle places an order', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest.mocked(getActiveOrders).mockResolvedValueOnce([]);
    const { client } = renderWithQuery(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    expect(await screen.findByText('You have no orders on the way.')).toBeTruthy();

    jest.mocked(getActiveOrders).mockResolvedValueOnce([order('new', 'pending')]);
    await act(() => invalidateAfterOrderPlaced(client));
    expect(await screen.findAllByTestId('active-order')).toHaveLength(1);
    expect(getActiveOrders).toHaveBeenCalledTimes(2);
  });
});

describe('withStatus', () => {
  it('adds a new active order, replaces a known one and drops a terminal one', () => {
    const list = [order('a', 'pending')];
    expect(withStatus(list, order('b', 'accepted')).map((o) => o.uuid)).toEqual(['b', 'a']);
    expect(withStatus(list, order('a', 'ready'))[0]!.status).toBe('ready');
    expect(withStatus(list, order('a', 'rejected'))).toEqual([]);
  });
});
