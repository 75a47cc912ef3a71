/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { OrderRider } from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { aRider } from '@jara/testing/builders/rider';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { OrderTrackingDrawer } from './order-tracking-drawer';

const api = setUpApiDouble();
const DETAILS = 'GET /marketplace/orders/{id}';
const mockProps = makeParcelProps();
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: () => mockProps }));

/** Five minutes on, nearer: what the rider's next ping says. */
const nearer = aRider({
  position: { latitude: 6.437, longitude: 3.46 },
  distance_left_km: 0.9,
  progress: 0.76,
  eta: '2025-03-01T12:44:00.000Z',
  located_at: '2025-03-01T12:40:00.000Z',
});

async function openOnTheWay() {
  api.answer(DETAILS, makeActiveOrder('in_transit', { rider: aRider() }));
  renderWithQuery(<OrderTrackingDrawer />);
  act(() => bus.emit('orders:open-tracking', { orderId: 'order-1' }));
  expect(await screen.findByText('2.4 km away')).toBeTruthy();
  expect(screen.getByText('· Arrives around 13:42')).toBeTruthy();
}

const move = (rider: OrderRider, order_uuid = 'order-1') =>
  act(() => bus.emit('order:rider-moved', { order_uuid, rider }));

describe('the rider’s position over realtime', () => {
  beforeEach(() => sessionStore.getState().signIn('t', 1, null));

  it('moves the rider, the distance and the arrival in the details as pings arrive', async () => {
    await openOnTheWay();
    move(nearer);
    expect(await screen.findByText('900 m away')).toBeTruthy();
    expect(screen.getByText('· Arrives around 13:44')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('76');
  });

  it('keeps the newer position when an older ping arrives late', async () => {
    await openOnTheWay();
    move(nearer);
    move(aRider({ distance_left_km: 3, located_at: '2025-03-01T12:36:00.000Z' }));
    expect(await screen.findByText('900 m away')).toBeTruthy();
    expect(screen.queryByText('3 km away')).toBeNull();
  });

  it('ignores a ping whose time is no time, or for another order, and the screen goes on', async () => {
    await openOnTheWay();
    move({ ...nearer, located_at: 'not a time', eta: 'soon' });
    move(nearer, 'someone-elses-order');
    expect(screen.getByText('2.4 km away')).toBeTruthy();
    expect(screen.getByText('· Arrives around 13:42')).toBeTruthy();
    move(nearer);
    expect(await screen.findByText('900 m away')).toBeTruthy();
  });

  it('gives no rider back to an order already delivered when a last ping arrives after it', async () => {
    await openOnTheWay();
    act(() => bus.emit('order:status-changed', { order: anOrder() }));
    expect(
      await screen.findByText('Delivered', { selector: '[data-status="completed"]' }),
    ).toBeTruthy();
    move(nearer);
    expect(screen.queryByTestId('rider-card')).toBeNull();
  });
});
