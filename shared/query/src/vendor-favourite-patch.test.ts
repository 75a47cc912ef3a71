import type { Vendor } from '@jara/contracts/entities';
import { createQueryClient } from './query-client';
import { holdsVendor, patchFavouriteEverywhere, withFavourite } from './vendor-favourite-patch';

const vendor = (uuid: string, favourite = false) => ({ uuid, is_favourite: favourite }) as Vendor;

describe('withFavourite', () => {
  it('sets the flag on the vendor wherever it sits, and leaves the rest as they were', () => {
    const other = vendor('v2');
    const data = {
      pages: [{ items: [vendor('v1'), other] }],
      product: { uuid: 'p1', vendor: vendor('v1') },
    };
    const patched = withFavourite(data, 'v1', true) as typeof data;
    expect(patched.pages[0]!.items[0]!.is_favourite).toBe(true);
    expect(patched.product.vendor.is_favourite).toBe(true);
    expect(patched.pages[0]!.items[1]).toBe(other);
    expect(data.pages[0]!.items[0]!.is_favourite).toBe(false);
  });

  it('hands back the same answer when the vendor is not in it, or already says so', () => {
    const data = [vendor('v1', true), { uuid: 'v1', name: 'a product, not a vendor' }];
    expect(withFavourite(data, 'v1', true)).toBe(data);
    expect(withFavourite(data, 'v9', false)).toBe(data);
    expect(withFavourite(null, 'v1', true)).toBeNull();
  });
});

describe('holdsVendor', () => {
  it('finds one vendor, or any vendor', () => {
    const data = { homepage: { offers: [vendor('v1')] } };
    expect(holdsVendor(data, 'v1')).toBe(true);
    expect(holdsVendor(data, 'v2')).toBe(false);
    expect(holdsVendor(data)).toBe(true);
    expect(holdsVendor({ orders: [{ uuid: 'o1' }] })).toBe(false);
  });
});

describe('patchFavouriteEverywhere', () => {
  it('patches every cached answer holding the vendor, and puts them all back', () => {
    const client = createQueryClient();
    const list = [vendor('v1'), vendor('v2')];
    const store = { vendor: vendor('v1'), products: [] };
    const orders = [{ uuid: 'o1' }];
    client.setQueryData(['list'], list);
    client.setQueryData(['store'], store);
    client.setQueryData(['orders'], orders);

    const restore = patchFavouriteEverywhere(client, 'v1', true);
    expect(client.getQueryData<Vendor[]>(['list'])![0]!.is_favourite).toBe(true);
    expect(client.getQueryData<typeof store>(['store'])!.vendor.is_favourite).toBe(true);
    expect(client.getQueryData(['orders'])).toBe(orders);

    restore();
    expect(client.getQueryData(['list'])).toEqual(list);
    expect(client.getQueryData(['store'])).toEqual(store);
  });
});
