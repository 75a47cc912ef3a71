/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { aCategory, aPage } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { StoreScreen } from './store-screen';
import { prefetchStore } from './store-screen-queries';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const PRODUCTS = 'GET /marketplace/vendors/{id}/products';

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  api.answer('POST /marketplace/store_views', null);
  api.answer('GET /marketplace/vendors/{id}/feedback', aPage([]));
  api.answer(
    'GET /marketplace/vendors/{slug}',
    aVendor({ working_hours: [], business_name: 'Mama Put' }),
  );
  api.answer('GET /marketplace/vendors/{id}/categories', [aCategory()]);
  api.answer(PRODUCTS, [aProduct()]);
});

describe('prefetchStore', () => {
  it.each([[{ name: 'mama-put' }], [{ id: 'mama-put' }]])(
    'asks for the store the screen at %p draws, and the screen asks again for nothing',
    async (params) => {
      const queryClient = createQueryClient({ queries: { retry: false } });
      prefetchStore({ country: 'NG', params, search: new URLSearchParams(), queryClient });
      await waitFor(() => expect(api.sent(PRODUCTS)).toHaveLength(1));

      render(
        <QueryProvider client={queryClient}>
          <StoreScreen title="Store" params={params} />
        </QueryProvider>,
      );

      expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
      const vendorPaths = api
        .sent('GET /marketplace/vendors/{slug}')
        .map((request) => new URL(request.url).pathname);
      expect(vendorPaths).toEqual([expect.stringMatching(/\/marketplace\/vendors\/mama-put$/)]);
      expect(api.sent(PRODUCTS)).toHaveLength(1);
    },
  );
});
