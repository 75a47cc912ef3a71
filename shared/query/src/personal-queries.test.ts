import { accountKeys } from './account-queries';
import { checkoutKeys } from './checkout-queries';
import { favouritesKeys } from './favourites-queries';
import { locationKeys } from './location-queries';
import { marketplaceKeys } from './marketplace-queries';
import { ordersKeys } from './orders-queries';
import { paymentsKeys } from './payments-queries';
import { forgetPersonalQueries } from './personal-queries';
import { createQueryClient } from './query-client';
import { planKeys } from './plan-queries';
import { rewardsKeys } from './rewards-queries';
import { voucherKeys } from './voucher-queries';
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

  it('drops what checkout, vouchers, payments and plans hold of the customer; the plan catalogue stays', () => {
    const client = createQueryClient();
    const personal = [
      accountKeys.notifications(),
      favouritesKeys.vendors('NG'),
      checkoutKeys.cartRefresh('c1'),
      checkoutKeys.payment('c1', 'v1', null),
      voucherKeys.list('NG'),
      paymentsKeys.verification('ref-1'),
      planKeys.subscriptions(70),
      planKeys.payment(70, 'ref-2'),
    ];
    for (const key of personal) client.setQueryData(key, { mine: true });
    client.setQueryData(planKeys.catalogue('NG'), []);

    forgetPersonalQueries(client);

    for (const key of personal) expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryData(planKeys.catalogue('NG'))).toEqual([]);
  });
});
