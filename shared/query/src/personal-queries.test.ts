import { accountKeys } from './account-queries';
import { locationKeys } from './location-queries';
import { marketplaceKeys } from './marketplace-queries';
import { ordersKeys } from './orders-queries';
import { forgetPersonalQueries } from './personal-queries';
import { createQueryClient } from './query-client';
import { rewardsKeys } from './rewards-queries';
import { walletKeys } from './wallet-queries';

describe('forgetPersonalQueries', () => {
  it("drops the customer's own data and keeps the marketplace", () => {
    const client = createQueryClient();
    client.setQueryData(ordersKeys.active(), []);
    client.setQueryData(accountKeys.profile(), { id: 1 });
    client.setQueryData(locationKeys.savedAddresses(), []);
    client.setQueryData(walletKeys.balance(), { balance: 1 });
    client.setQueryData(rewardsKeys.centre(), { points: 1 });
    client.setQueryData(locationKeys.areas('NG'), []);
    client.setQueryData(marketplaceKeys.store('mama-put'), {});

    forgetPersonalQueries(client);

    expect(client.getQueryData(ordersKeys.active())).toBeUndefined();
    expect(client.getQueryData(accountKeys.profile())).toBeUndefined();
    expect(client.getQueryData(locationKeys.savedAddresses())).toBeUndefined();
    expect(client.getQueryData(walletKeys.balance())).toBeUndefined();
    expect(client.getQueryData(rewardsKeys.centre())).toBeUndefined();
    expect(client.getQueryData(locationKeys.areas('NG'))).toEqual([]);
    expect(client.getQueryData(marketplaceKeys.store('mama-put'))).toEqual({});
  });
});
