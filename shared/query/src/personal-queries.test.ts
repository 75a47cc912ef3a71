import { accountKeys } from './account-queries';
import { locationKeys } from './location-queries';
import { marketplaceKeys } from './marketplace-queries';
import { ordersKeys } from './orders-queries';
import { forgetPersonalQueries } from './personal-queries';
import { createQueryClient } from './query-client';

describe('forgetPersonalQueries', () => {
  it("drops the customer's own data and keeps the marketplace", () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), []);
    client.setQueryData(accountKeys.profile(), { id: 1 });
    client.setQueryData(locationKeys.savedAddresses(), []);
    client.setQueryData(locationKeys.areas('NG'), []);
    client.setQueryData(marketplaceKeys.store('mama-put'), {});

    forgetPersonalQueries(client);

    expect(client.getQueryData(ordersKeys.active())).toBeUndefined();
    expect(client.getQueryData(accountKeys.profile())).toBeUndefined();
    expect(client.getQueryData(locationKeys.savedAddresses())).toBeUndefined();
    expect(client.getQueryData(locationKeys.areas('NG'))).toEqual([]);
    expect(client.getQueryData(marketplaceKeys.store('mama-put'))).toEqual({});
  });
});
