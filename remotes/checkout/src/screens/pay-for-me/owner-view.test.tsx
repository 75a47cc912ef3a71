import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { OrderStatus } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';
import { cartStore } from '@jara/state/cart-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { aCart } from '@jara/testing/builders/cart';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';

const api = setUpApiDouble();
const READ = 'GET /marketplace/pay_for_me/{token}';
const ownRequest = aPayForMeRequest({ order_uuid: 'order-1' });
const LINK = `${window.location.origin}/store/checkout/pay-for-me?link=pfm_token_1`;

function statusChange(uuid: string, status: OrderStatus) {
  act(() => bus.emit('order:status-changed', { order: anOrder({ uuid, status }) }));
}

async function renderWaiting() {
  const rendered = renderPayForMe();
  await screen.findByRole('heading', { name: 'Waiting for someone to pay' });
  return rendered;
}

beforeEach(() => {
  api.answer(READ, ownRequest);
  cartStore.getState().clear();
  cartStore.getState().putCart(aCart({ vendor: 'vendor-1' }));
});

describe('OwnerView while nobody has paid', () => {
  it('gives the link to copy and share, its expiry and the order', async () => {
    await renderWaiting();
    expect((screen.getByLabelText('Payment link') as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByText(/The link works until \d\d:\d\d on 2 January/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order from Mama Put Kitchen' })).toBeTruthy();
  });

  it('ignores other orders and an order still waiting', async () => {
    await renderWaiting();
    statusChange('order-2', 'pending');
    statusChange('order-1', 'awaiting_payment');
    expect(screen.getByRole('heading', { name: 'Waiting for someone to pay' })).toBeTruthy();
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });
});

describe('OwnerView once paid', () => {
  it('moves on by itself when the order leaves awaiting payment', async () => {
    const { client } = await renderWaiting();
    client.setQueryData(ordersKeys.active(), []);
    const tracked = jest.fn();
    const stop = bus.on('orders:open-tracking', tracked);

    statusChange('order-1', 'pending');

    expect(
      screen.getByRole('heading', { name: 'Paid! Your order is on its way to Mama Put Kitchen' }),
    ).toBeTruthy();
    expect(cartStore.getState().cartIds['vendor-1']).toBeUndefined();
    await waitFor(() =>
      expect(client.getQueryState(ordersKeys.active())?.isInvalidated).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Track your order' }));
    expect(tracked).toHaveBeenCalledWith({ orderId: 'order-1' });
    stop();
  });

  it('asks the server again when the window regains focus', async () => {
    await renderWaiting();
    api.answer(READ, { ...ownRequest, status: 'paid' });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('heading', { name: /^Paid!/ })).toBeTruthy();
    expect(api.sent(READ)).toHaveLength(2);
    expect(cartStore.getState().cartIds['vendor-1']).toBeUndefined();
  });

  it('re-reads the request when the order ends unpaid, and says the link expired', async () => {
    await renderWaiting();
    api.answer(READ, { ...ownRequest, status: 'expired' });
    statusChange('order-1', 'cancelled');
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' }));
    expect(screen.getByRole('button', { name: 'Open your cart' })).toBeTruthy();
    expect(cartStore.getState().cartIds['vendor-1']).toBeDefined();
  });
});
