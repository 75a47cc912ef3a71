import { act, render, screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getActiveOrders } from '@jara/api/orders';
import type { Order } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { OrderTrackingDrawer, withStatus } from './order-tracking-drawer';

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
  beforeEach(() => sessionStore.getState().clear());

  it('asks a visitor to sign in', () => {
    render(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    expect(screen.getByText('Sign in to see your orders as they move.')).toBeTruthy();
  });

  it('lists active orders and follows realtime status changes', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest
      .mocked(getActiveOrders)
      .mockResolvedValue([order('a', 'preparing'), order('b', 'completed')]);
    render(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    expect(await screen.findByText('Being prepared')).toBeTruthy();
    expect(screen.getAllByTestId('active-order')).toHaveLength(1);

    act(() => bus.emit('order:status-changed', { order: order('a', 'in_transit') }));
    expect(screen.getByText('On the way')).toBeTruthy();

    act(() => bus.emit('order:status-changed', { order: order('a', 'completed') }));
    expect(screen.getByText('You have no orders on the way.')).toBeTruthy();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    sessionStore.getState().signIn('t', 1, null);
    jest.mocked(getActiveOrders).mockRejectedValueOnce(new Error('down'));
    render(<OrderTrackingDrawer />);
    act(() => bus.emit('orders:open-tracking', {}));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your orders.',
    );
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
