import { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@jara/query/account-queries';
import { ordersKeys } from '@jara/query/orders-queries';
import { catchUpMissedEvents } from './catch-up-missed-events';

describe('catchUpMissedEvents', () => {
  it('marks the notifications and every order query stale, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(accountKeys.notifications(), { total: 0 });
    client.setQueryData(ordersKeys.active(), []);
    client.setQueryData(ordersKeys.details('JR-1'), {});
    client.setQueryData(['marketplace', 'homepage'], {});
    catchUpMissedEvents(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(accountKeys.notifications())).toBe(true);
    expect(stale(ordersKeys.active())).toBe(true);
    expect(stale(ordersKeys.details('JR-1'))).toBe(true);
    expect(stale(['marketplace', 'homepage'])).toBe(false);
  });
});
