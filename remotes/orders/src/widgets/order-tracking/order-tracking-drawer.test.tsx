/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { Order } from '@jara/contracts/entities';
import { invalidateAfterOrderPlaced } from '@jara/query/orders-queries';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OrderTrackingDrawer } from './order-tracking-drawer';

const api = setUpApiDouble();
const ACTIVE = 'GET /marketplace/orders/active';
const HISTORY = 'GET /marketplace/orders/history';
// Its `{id}` matches the lists' paths too: answered before them, it leaves those paths to them.
const DETAILS = 'GET /marketplace/orders/{id}';
const TRACKED = 'GET orders/{id}';
const mockProps = makeParcelProps();
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: () => mockProps }));

const active = (uuid: string, status: Order['status']) =>
  makeActiveOrder(status, { uuid, reference: `JR-${uuid}` });
const history = (items: Order[]) => ({
  items,
  page: 1,
  per_page: 10,
  total: items.length,
  last_page: 1,
});

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

function openDrawer(orderId?: string) {
  renderWithQuery(<OrderTrackingDrawer />);
  act(() => bus.emit('orders:open-tracking', orderId ? { orderId } : {}));
  return screen.getByRole('dialog', { name: 'Your orders' });
}

describe('OrderTrackingDrawer', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.getState().clear();
  });

  it('asks a visitor to sign in', () => {
    openDrawer();
    expect(screen.getByText('Sign in to see your orders as they move.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(mockProps.requestLogin).toHaveBeenCalledWith('customer', 'Sign in to see your orders');
  });

  describe('signed in', () => {
    beforeEach(() => sessionStore.getState().signIn('t', 1, null));

    it('lists active orders and follows realtime status changes until one is over', async () => {
      api.answer(ACTIVE, [active('a', 'preparing'), anOrder({ uuid: 'b' })]);
      openDrawer();
      expect(await screen.findByText('Being prepared')).toBeTruthy();
      expect(screen.getAllByTestId('active-order')).toHaveLength(1);

      act(() => bus.emit('order:status-changed', { order: active('a', 'in_transit') }));
      expect(await screen.findByText('On the way')).toBeTruthy();

      act(() =>
        bus.emit('order:status-changed', { order: anOrder({ uuid: 'a', status: 'completed' }) }),
      );
      expect(await screen.findByText('You have no orders on the way.')).toBeTruthy();
    });

    it('switches between Active and History with the arrow keys', async () => {
      api.answer(ACTIVE, []);
      api.answer(HISTORY, history([anOrder()]));
      openDrawer();
      const tabs = screen.getByRole('tablist', { name: 'Orders' });
      const activeTab = within(tabs).getByRole('tab', { name: 'Active' });
      expect(activeTab.getAttribute('aria-selected')).toBe('true');
      activeTab.focus();
      fireEvent.keyDown(activeTab, { key: 'ArrowRight' });
      const historyTab = within(tabs).getByRole('tab', { name: 'History' });
      expect(historyTab.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(historyTab);
      expect(screen.getByRole('tabpanel', { name: 'History' })).toBeTruthy();
      expect(await screen.findByTestId('past-order')).toBeTruthy();
      fireEvent.keyDown(historyTab, { key: 'ArrowRight' });
      expect(activeTab.getAttribute('aria-selected')).toBe('true');
    });

    it('opens an order chosen in a list, and comes back to the list', async () => {
      api.answer(DETAILS, active('a', 'preparing'));
      api.answer(ACTIVE, [active('a', 'preparing')]);
      openDrawer();
      fireEvent.click(await screen.findByRole('button', { name: 'Mama Put Kitchen' }));
      expect(await screen.findByRole('heading', { name: 'Order JR-a' })).toBeTruthy();
      expect(paths(api.sent(DETAILS))).toContain('/api/marketplace/orders/a');
      fireEvent.click(screen.getByRole('button', { name: /Back to orders/ }));
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Active' }));
    });

    it('opens an order’s details directly when asked with its id', async () => {
      api.answer(DETAILS, anOrder());
      openDrawer('order-1');
      expect(await screen.findByRole('heading', { name: 'Order JR-MPK001' })).toBeTruthy();
      expect(api.sent(ACTIVE)).toHaveLength(0);
    });

    it('follows a placed order, but keeps none that is already over', async () => {
      api.answer(ACTIVE, []);
      api.answer(TRACKED, anOrder({ uuid: 'new', status: 'rejected' }));
      renderWithQuery(<OrderTrackingDrawer />);
      act(() => bus.emit('order:placed', { orderId: 'new' }));
      expect(await screen.findByText('You have no orders on the way.')).toBeTruthy();
      expect(paths(api.sent(TRACKED))).toEqual(['/api/orders/new']);
      expect(screen.queryAllByTestId('active-order')).toHaveLength(0);
    });

    it('reads the orders again when another bundle places an order', async () => {
      api.answer(ACTIVE, []);
      const { client } = renderWithQuery(<OrderTrackingDrawer />);
      act(() => bus.emit('orders:open-tracking', {}));
      expect(await screen.findByText('You have no orders on the way.')).toBeTruthy();

      api.answer(ACTIVE, [active('new', 'pending')]);
      await act(() => invalidateAfterOrderPlaced(client));
      expect(await screen.findAllByTestId('active-order')).toHaveLength(1);
    });

    it('offers a retry when the active orders cannot be loaded', async () => {
      api.drop(ACTIVE);
      openDrawer();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('We could not load your orders.');
      api.answer(ACTIVE, [active('a', 'preparing')]);
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Being prepared')).toBeTruthy();
    });
  });
});
