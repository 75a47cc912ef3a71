/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { aCart } from '@jara/testing/builders/cart';
import { bus } from '@jara/bus';
import { OrderHistory } from './order-history';

const api = setUpApiDouble();
const HISTORY = 'GET /marketplace/orders/history';

const page = (n: number, items: Order[]) => ({
  items,
  page: n,
  per_page: 10,
  total: 11,
  last_page: 2,
});

describe('OrderHistory', () => {
  it('shows each past order with its vendor, date, total, status and rating, and opens it', async () => {
    api.answer(HISTORY, { ...page(1, [anOrder({ rating: 4 })]), last_page: 1 });
    const onChoose = jest.fn();
    renderWithQuery(<OrderHistory onChoose={onChoose} onLeave={jest.fn()} />);
    const row = await screen.findByTestId('past-order');
    expect(row.textContent).toContain('1 Mar 2025');
    expect(row.textContent).toContain('₦7,320');
    expect(row.textContent).toContain('Delivered');
    expect(within(row).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Mama Put Kitchen' }));
    expect(onChoose).toHaveBeenCalledWith('order-1');
  });

  it('orders a past order again from its card, and hands over to the cart', async () => {
    api.answer(HISTORY, { ...page(1, [anOrder()]), last_page: 1 });
    api.answer('POST marketplace/orders/repeat', aCart({ items: anOrder().items }));
    const onLeave = jest.fn();
    const opened: (string | undefined)[] = [];
    const off = bus.on('cart:open', ({ vendorId }) => void opened.push(vendorId));
    renderWithQuery(<OrderHistory onChoose={jest.fn()} onLeave={onLeave} />);
    const row = await screen.findByTestId('past-order');
    fireEvent.click(within(row).getByRole('button', { name: 'Order again from Mama Put Kitchen' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    off();
    expect(opened).toEqual(['vendor-1']);
    expect(await bodyOf(api.sent('POST marketplace/orders/repeat')[0]!)).toEqual({
      order_id: 'order-1',
    });
  });

  it('loads the next page, and keeps the loaded rows when a page fails', async () => {
    api.answer(HISTORY, page(1, [anOrder({ uuid: 'a' })]));
    renderWithQuery(<OrderHistory onChoose={jest.fn()} onLeave={jest.fn()} />);
    const more = await screen.findByRole('button', { name: 'Show more orders' });

    api.drop(HISTORY);
    fireEvent.click(more);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load more orders.');
    expect(screen.getAllByTestId('past-order')).toHaveLength(1);

    api.answer(HISTORY, page(2, [anOrder({ uuid: 'b' })]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('past-order')).toHaveLength(2));
    expect(queryOf(api.sent(HISTORY).at(-1))).toEqual({ page: '2', per_page: '5' });
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('says when there is no past order, and offers a retry when none could be read', async () => {
    api.drop(HISTORY);
    renderWithQuery(<OrderHistory onChoose={jest.fn()} onLeave={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your past orders.');
    api.answer(HISTORY, { ...page(1, []), last_page: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no past orders yet.')).toBeTruthy();
  });

  it('renders hostile text from the data as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    const order = anOrder();
    api.answer(HISTORY, {
      ...page(1, [{ ...order, vendor: { ...order.vendor, business_name: hostile } }]),
      last_page: 1,
    });
    const { container } = renderWithQuery(
      <OrderHistory onChoose={jest.fn()} onLeave={jest.fn()} />,
    );
    expect(await screen.findByRole('button', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('treats an answer of the wrong shape as a failed load, with a retry, not a crash', async () => {
    api.break(HISTORY, 'wrong-shape');
    renderWithQuery(<OrderHistory onChoose={jest.fn()} onLeave={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your past orders.');
    api.answer(HISTORY, { ...page(1, [anOrder()]), last_page: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('past-order')).toBeTruthy();
  });
});
