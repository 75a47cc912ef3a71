/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Order } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';
import { storeKeys } from '@jara/query/store-queries';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { RateOrderForm } from './rate-order-form';

const api = setUpApiDouble();
const RATE = 'POST /marketplace/feedback/{vendorId}/order/{orderId}';
const order = anOrder();
const feedback = { id: 1, rating: 4, comment: 'Lovely', customer_name: 'Ada O.', created_at: '' };

function renderForm() {
  const rendered = renderWithQuery(<RateOrderForm order={order} />);
  rendered.client.setQueryData(ordersKeys.details(order.uuid), order);
  rendered.client.setQueryData(storeKeys.feedback(order.vendor.uuid), {
    pages: [],
    pageParams: [],
  });
  return rendered;
}

describe('RateOrderForm', () => {
  it('offers five labelled stars as one radio group', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'How was Mama Put Kitchen?' });
    const stars = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
    for (const name of stars) expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(group.querySelectorAll('input[type="radio"][name="rating"]')).toHaveLength(5);
  });

  it('asks for stars before sending', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(api.sent(RATE)).toHaveLength(0);
  });

  it('sends the rating, records it on the order and has the store’s reviews read again', async () => {
    api.answer(RATE, feedback);
    const { client } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: ' Lovely ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(client.getQueryData<Order>(ordersKeys.details(order.uuid))?.rating).toBe(4),
    );
    const [request, ...others] = api.sent(RATE);
    expect(others).toEqual([]);
    expect(new URL(request!.url).pathname).toBe('/api/marketplace/feedback/vendor-1/order/order-1');
    expect(await request!.json()).toEqual({ rating: 4, comment: 'Lovely' });
    expect(client.getQueryData<Order>(ordersKeys.details(order.uuid))?.rating_comment).toBe(
      'Lovely',
    );
    expect(client.getQueryState(storeKeys.feedback('vendor-1'))?.isInvalidated).toBe(true);
  });

  it.each([
    [409, 'You have already rated this order.'],
    [422, 'You can rate an order once it has been completed.'],
  ])('shows the server’s %i at the form and keeps the choice', async (status, message) => {
    api.refuse(RATE, status, message);
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
  });
});
