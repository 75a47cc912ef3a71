import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { getActiveOrders } from '@jara/api/orders';
import { accountKeys } from './account-queries';
import { activeOrdersQuery, invalidateAfterOrderPlaced, ordersKeys } from './orders-queries';
import { createQueryClient } from './query-client';

jest.mock('@jara/api/orders');

describe('invalidateAfterOrderPlaced', () => {
  it('makes the active orders and the notifications stale, and nothing else', async () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), []);
    client.setQueryData(accountKeys.notifications(), { notifications: [], total: 0 });
    client.setQueryData(['marketplace', 'homepage'], {});

    await invalidateAfterOrderPlaced(client);

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(ordersKeys.active())).toBe(true);
    expect(stale(accountKeys.notifications())).toBe(true);
    expect(stale(['marketplace', 'homepage'])).toBe(false);
  });

  it('refetches active orders that a screen is watching', async () => {
    jest.mocked(getActiveOrders).mockResolvedValue([]);
    const client = createQueryClient();
    const watching = new QueryObserver(client, activeOrdersQuery());
    const stop = watching.subscribe(() => undefined);
    await waitFor(() => expect(getActiveOrders).toHaveBeenCalledTimes(1));

    await invalidateAfterOrderPlaced(client);
    expect(getActiveOrders).toHaveBeenCalledTimes(2);
    stop();
  });
});
