/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { cartKeys } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart } from '@jara/testing/builders/cart';
import { anOrder } from '@jara/testing/builders/order';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { RepeatOrderButton } from './repeat-order-button';

const api = setUpApiDouble();
const REPEAT = 'POST marketplace/orders/repeat';

describe('RepeatOrderButton', () => {
  beforeEach(() => cartStore.getState().clear());

  it("puts the cart among the customer's carts, active, names what is gone and opens the cart drawer", async () => {
    const order = anOrder();
    const cart = aCart({ items: [order.items[0]!] });
    api.answer(REPEAT, cart);
    const toasts = jest.fn();
    const opened = jest.fn();
    const offToasts = bus.on('toast:show', toasts);
    const offCart = bus.on('cart:open', opened);
    const onLeave = jest.fn();
    const { client } = renderWithQuery(<RepeatOrderButton order={order} onLeave={onLeave} />);
    // The carts as the header's count read them: none yet.
    client.setQueryData(cartKeys.all, []);

    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ vendorId: 'vendor-1' }));
    const bodies = await Promise.all(api.sent(REPEAT).map(bodyOf));
    expect(bodies).toEqual([{ order_id: 'order-1' }]);
    await waitFor(() => expect(client.getQueryData(cartKeys.all)).toEqual([cart]));
    expect(cartStore.getState().activeVendorId).toBe('vendor-1');
    expect(toasts).toHaveBeenCalledWith({ kind: 'warning', message: 'No longer available: Zobo.' });
    expect(onLeave).toHaveBeenCalled();
    offToasts();
    offCart();
  });

  it('keeps the drawer and says why when the server refuses', async () => {
    api.refuse(REPEAT, 422, 'We could not find that order.');
    const onLeave = jest.fn();
    renderWithQuery(<RepeatOrderButton order={anOrder()} onLeave={onLeave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that order.');
    expect(cartStore.getState().cartIds).toEqual({});
    expect(onLeave).not.toHaveBeenCalled();
  });
});
