/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { CancelOrderForm } from './cancel-order-form';

const api = setUpApiDouble();
const CANCEL = 'POST /marketplace/orders/{id}/cancel';
const waiting = makeActiveOrder('pending');

function openForm(order: Order = waiting) {
  const rendered = renderWithQuery(<CancelOrderForm order={order} />);
  rendered.client.setQueryData(ordersKeys.active(), [order]);
  rendered.client.setQueryData(ordersKeys.details(order.uuid), order);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  return rendered;
}

describe('CancelOrderForm', () => {
  it('asks why, says where the money goes, and records the cancelled order', async () => {
    const cancelled = anOrder({
      status: 'cancelled',
      cancel_reason: 'ordered_by_mistake',
      refund: { amount: waiting.total, to: 'wallet', at: '2025-03-01T12:05:00Z' },
    });
    api.answer(CANCEL, cancelled);
    const { client } = openForm();
    const form = screen.getByRole('form', { name: 'Cancel this order?' });
    expect(form.textContent).toContain('₦7,320 goes back to your Jara wallet at once.');

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose why you are cancelling.');
    expect(api.sent(CANCEL)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'I ordered by mistake' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(client.getQueryData(ordersKeys.active())).toEqual([]));
    const [sent] = api.sent(CANCEL);
    expect(new URL(sent!.url).pathname).toBe(`/api/marketplace/orders/${waiting.uuid}/cancel`);
    expect(await bodyOf(sent!)).toEqual({ reason: 'ordered_by_mistake' });
    expect(client.getQueryData<Order>(ordersKeys.details(waiting.uuid))?.status).toBe('cancelled');
  });

  it('says a card order is refunded the way it was paid', () => {
    openForm(makeActiveOrder('pending', { payment_method: 'card', paid_with: 'card' }));
    expect(screen.getByRole('form').textContent).toContain('₦7,320 goes back the way it was paid.');
  });

  it('keeps the order when the store accepted first, saying so, and can be closed', async () => {
    const late =
      'The store has already accepted order JR-MPK001, so it can no longer be cancelled here. Contact us and we will help.';
    api.refuse(CANCEL, 422, late);
    const { client } = openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'I changed my mind' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(late);
    expect(client.getQueryData(ordersKeys.active())).toEqual([waiting]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('shows a hostile refusal as text', async () => {
    api.refuse(CANCEL, 422, HOSTILE_STRINGS[0]!.text);
    openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await screen.findByRole('alert');
    expectShownAsText(document.body, HOSTILE_STRINGS[0]!.text);
  });
});
