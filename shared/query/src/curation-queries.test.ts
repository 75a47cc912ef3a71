import type { Curation, CurationProduct, Vendor } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import {
  activeCurationsQuery,
  curationKeys,
  curationProductsQuery,
  featuredVendors,
} from './curation-queries';
import { createQueryClient } from './query-client';
import { cancelledRequest } from './testing/sent-requests';
import { queryOf } from '@jara/testing/sent-requests';

const api = setUpApiDouble();

const product = (vendorUuid: string) =>
  ({ uuid: `p-${vendorUuid}`, vendor: { uuid: vendorUuid } as Vendor }) as CurationProduct;
const curation = (products: CurationProduct[]) => ({ uuid: 'c', products }) as Curation;

describe('curation queries', () => {
  it('keys the active curations by country, and reads them', async () => {
    const active = [curation([product('a')])];
    api.answer('GET /marketplace/curations', active);
    const options = activeCurationsQuery('KE', {});
    expect(options.queryKey).toEqual(['curations', 'active', 'KE', {}]);
    expect(options.meta).toBeUndefined();
    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual(active);
    expect(api.sent('GET /marketplace/curations').map(queryOf)).toEqual([{}]);
  });

  it('reads one curation’s products by its uuid', async () => {
    const products = [product('a')];
    api.answer('GET /marketplace/curations/active/{uuid}/products', products);
    const options = curationProductsQuery('c-1', {});
    expect(options.queryKey).toEqual(curationKeys.products('c-1', {}));
    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual(products);
    const [request] = api.sent('GET /marketplace/curations/active/{uuid}/products');
    expect(request?.url).toMatch(/\/curations\/active\/c-1\/products$/);
  });

  it("sends the customer's point with both, in keys marked theirs", async () => {
    const point = { latitude: 6.4478, longitude: 3.4723 };
    api.answer('GET /marketplace/curations', []);
    api.answer('GET /marketplace/curations/active/{uuid}/products', []);
    const client = createQueryClient();
    for (const options of [
      activeCurationsQuery('NG', point),
      curationProductsQuery('c-1', point),
    ]) {
      expect(options.meta?.personal).toBe(true);
      expect(options.queryKey).toContainEqual(point);
      await client.fetchQuery(options as ReturnType<typeof activeCurationsQuery>);
    }
    const sent = [
      ...api.sent('GET /marketplace/curations'),
      ...api.sent('GET /marketplace/curations/active/{uuid}/products'),
    ];
    expect(sent.map(queryOf)).toEqual([
      { latitude: '6.4478', longitude: '3.4723' },
      { latitude: '6.4478', longitude: '3.4723' },
    ]);
  });

  it.each([
    ['GET /marketplace/curations', activeCurationsQuery('KE', {})],
    ['GET /marketplace/curations/active/{uuid}/products', curationProductsQuery('c-1', {})],
  ] as const)('cancelling %s aborts the request', async (key, options) => {
    const request = await cancelledRequest(api, key, createQueryClient(), (client) =>
      client.fetchQuery(options as ReturnType<typeof activeCurationsQuery>),
    );
    expect(request.signal.aborted).toBe(true);
  });
});

describe('featuredVendors', () => {
  it('lists each featured store once, in the order they first appear', () => {
    const vendors = featuredVendors([
      curation([product('a'), product('b')]),
      curation([product('b'), product('c')]),
    ]);
    expect(vendors.map((vendor) => vendor.uuid)).toEqual(['a', 'b', 'c']);
    expect(featuredVendors([])).toEqual([]);
  });

  it('puts the stores the API says deliver to the point before the others', () => {
    const placed = (uuid: string, delivers: boolean) =>
      ({
        uuid: `p-${uuid}`,
        vendor: { uuid, delivers_to_customer: delivers } as Vendor,
      }) as CurationProduct;
    const vendors = featuredVendors([
      curation([placed('a', true), placed('b', false)]),
      curation([placed('c', true), placed('d', false)]),
    ]);
    expect(vendors.map((vendor) => vendor.uuid)).toEqual(['a', 'c', 'b', 'd']);
  });
});
