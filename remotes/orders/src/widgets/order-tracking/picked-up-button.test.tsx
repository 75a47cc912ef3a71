import { fireEvent, screen, waitFor } from '@testing-library/react';
import { markOrderAsPickedUp } from '@jara/api/orders';
import { ApiError } from '@jara/api/api-error';
import type { Order } from '@jara/contracts/entities';
import { ordersKeys } from '@jara/query/orders-queries';
import { makeActiveOrder, makeOrder } from '../../testing/order-fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { PickedUpButton } from './picked-up-button';

jest.mock('@jara/api/orders');

const ready = makeActiveOrder('ready', { delivery_type: 'pickup' });

describe('PickedUpButton', () => {
  beforeEach(() => jest.clearAllMocks());

  it('completes the order: it leaves the active orders and its details show it done', async () => {
    jest.mocked(markOrderAsPickedUp).mockResolvedValue(makeOrder({ delivery_type: 'pickup' }));
    const { client } = renderWithQuery(<PickedUpButton order={ready} />);
    client.setQueryData(ordersKeys.active(), [ready]);
    client.setQueryData(ordersKeys.details(ready.uuid), ready);

    fireEvent.click(screen.getByRole('button', { name: "I've picked it up" }));
    await waitFor(() => expect(client.getQueryData(ordersKeys.active())).toEqual([]));
    expect(markOrderAsPickedUp).toHaveBeenCalledWith('order-1');
    expect(client.getQueryData<Order>(ordersKeys.details(ready.uuid))?.status).toBe('completed');
  });

  it('shows the server’s refusal', async () => {
    jest.mocked(markOrderAsPickedUp).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'This order cannot be marked as picked up: it is already completed.',
      }),
    );
    const { client } = renderWithQuery(<PickedUpButton order={ready} />);
    client.setQueryData(ordersKeys.active(), [ready]);
    fireEvent.click(screen.getByRole('button', { name: "I've picked it up" }));
    expect((await screen.findByRole('alert')).textContent).toContain('already completed');
    expect(client.getQueryData(ordersKeys.active())).toEqual([ready]);
  });
});
