import type { QueryFunctionContext } from '@tanstack/react-query';
import { getCurationProducts, getCurations } from '@jara/api/marketplace';
import type { Curation, CurationProduct, Vendor } from '@jara/contracts/entities';
import {
  activeCurationsQuery,
  curationKeys,
  curationProductsQuery,
  featuredVendors,
} from './curation-queries';

jest.mock('@jara/api/marketplace');

const context = { signal: new AbortController().signal } as QueryFunctionContext<never>;
const product = (vendorUuid: string) =>
  ({ uuid: `p-${vendorUuid}`, vendor: { uuid: vendorUuid } as Vendor }) as CurationProduct;
const curation = (products: CurationProduct[]) => ({ uuid: 'c', products }) as Curation;

describe('curation queries', () => {
  it('keys the active curations by country, and fetches with the query’s signal', async () => {
    jest.mocked(getCurations).mockResolvedValue([]);
    const options = activeCurationsQuery('KE');
    expect(options.queryKey).toEqual(['curations', 'active', 'KE']);
    await options.queryFn!({ ...context, queryKey: options.queryKey } as never);
    expect(getCurations).toHaveBeenCalledWith({ signal: context.signal });
  });

  it('fetches one curation’s products by its uuid', async () => {
    jest.mocked(getCurationProducts).mockResolvedValue([]);
    const options = curationProductsQuery('c-1');
    expect(options.queryKey).toEqual(curationKeys.products('c-1'));
    await options.queryFn!({ ...context, queryKey: options.queryKey } as never);
    expect(getCurationProducts).toHaveBeenCalledWith('c-1', { signal: context.signal });
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
});
