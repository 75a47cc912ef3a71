/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Order } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { PickedUpButton } from './picked-up-button';

const api = setUpApiDouble();
const PICKED_UP = 'POST /marketplace/orders/mark_as_picked_up';
const ready = makeActiveOrder('ready', { delivery_type: 'pickup' });

describe('PickedUpButton', () => {
  it('completes the order: it leaves the active orders and its details show it done', async () => {
    api.answer(PICKED_UP, anOrder({ delivery_type: 'pickup' }));
    const { client } = renderWithQuery(<PickedUpButton order={ready} />);
    client.setQueryData(ordersKeys.active(), [ready]);
    client.setQueryData(ordersKeys.details(ready.uuid), ready);

    fireEvent.click(screen.getByRole('button', { name: "I've picked it up" }));
    await waitFor(() => expect(client.getQueryData(ordersKeys.active())).toEqual([]));
    const bodies = await Promise.all(api.sent(PICKED_UP).map(bodyOf));
    expect(bodies).toEqual([{ order_id: 'order-1' }]);
    expect(client.getQueryData<Order>(ordersKeys.details(ready.uuid))?.status).toBe('completed');
  });

  it('shows the server’s refusal', async () => {
    api.refuse(
      PICKED_UP,
      422,
      'This order cannot be marked as picked up: it is already completed.',
    );
    const { client } = renderWithQuery(<PickedUpButton order={ready} />);
    client.setQueryData(ordersKeys.active(), [ready]);
    fireEvent.click(screen.getByRole('button', { name: "I've picked it up" }));
    expect((await screen.findByRole('alert')).textContent).toContain('already completed');
    expect(client.getQueryData(ordersKeys.active())).toEqual([ready]);
  });
});
