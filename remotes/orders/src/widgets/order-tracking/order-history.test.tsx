import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getOrderHistory } from '@jara/api/orders';
import type { Order } from '@jara/contracts/entities';
import { makeOrder } from '../../testing/order-fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OrderHistory } from './order-history';

jest.mock('@jara/api/orders');

const page = (n: number, items: Order[]) => ({
  items,
  page: n,
  per_page: 10,
  total: 11,
  last_page: 2,
});

describe('OrderHistory', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows each past order with its vendor, date, total, status and rating, and opens it', async () => {
    jest
      .mocked(getOrderHistory)
      .mockResolvedValue({ ...page(1, [makeOrder({ rating: 4 })]), last_page: 1 });
    const onChoose = jest.fn();
    renderWithQuery(<OrderHistory onChoose={onChoose} />);
    const row = await screen.findByTestId('past-order');
    expect(row.textContent).toContain('1 Mar 2025');
    expect(row.textContent).toContain('₦7,320');
    expect(row.textContent).toContain('Delivered');
    expect(within(row).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Mama Put Kitchen' }));
    expect(onChoose).toHaveBeenCalledWith('order-1');
  });

  it('loads the next page, and keeps the loaded rows when a page fails', async () => {
    jest.mocked(getOrderHistory).mockResolvedValueOnce(page(1, [makeOrder({ uuid: 'a' })]));
    renderWithQuery(<OrderHistory onChoose={jest.fn()} />);
    const more = await screen.findByRole('button', { name: 'Show more orders' });

    jest.mocked(getOrderHistory).mockRejectedValueOnce(new Error('down'));
    fireEvent.click(more);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load more orders.');
    expect(screen.getAllByTestId('past-order')).toHaveLength(1);

    jest.mocked(getOrderHistory).mockResolvedValueOnce(page(2, [makeOrder({ uuid: 'b' })]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('past-order')).toHaveLength(2));
    expect(getOrderHistory).toHaveBeenLastCalledWith({ page: 2, per_page: 5 }, expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('says when there is no past order, and offers a retry when none could be read', async () => {
    jest.mocked(getOrderHistory).mockRejectedValueOnce(new Error('down'));
    renderWithQuery(<OrderHistory onChoose={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your past orders.');
    jest.mocked(getOrderHistory).mockResolvedValueOnce({ ...page(1, []), last_page: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no past orders yet.')).toBeTruthy();
  });

  it('renders hostile text from the data as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
    const order = makeOrder();
    jest.mocked(getOrderHistory).mockResolvedValue({
      ...page(1, [{ ...order, vendor: { ...order.vendor, business_name: hostile } }]),
      last_page: 1,
    });
    const { container } = renderWithQuery(<OrderHistory onChoose={jest.fn()} />);
    expect(await screen.findByRole('button', { name: hostile })).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('treats an answer of the wrong shape as a failed load, with a retry, not a crash', async () => {
    jest.mocked(getOrderHistory).mockResolvedValueOnce({ unexpected: [1] } as never);
    renderWithQuery(<OrderHistory onChoose={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your past orders.');
    jest.mocked(getOrderHistory).mockResolvedValueOnce({ ...page(1, [makeOrder()]), last_page: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('past-order')).toBeTruthy();
  });
});
