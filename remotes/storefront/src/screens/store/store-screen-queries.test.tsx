import { render, screen, waitFor } from '@testing-library/react';
import { recordStoreView } from '@jara/api/account';
import {
  getVendor,
  getVendorCategories,
  getVendorFeedback,
  getVendorProducts,
} from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { aCategory, aPage, aProduct, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { StoreScreen } from './store-screen';
import { prefetchStore } from './store-screen-queries';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/account');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  jest.mocked(recordStoreView).mockResolvedValue(null);
  jest.mocked(getVendorFeedback).mockResolvedValue(aPage([]));
  jest.mocked(getVendor).mockResolvedValue(aVendor({ working_hours: [] }));
  jest.mocked(getVendorCategories).mockResolvedValue([aCategory()]);
  jest.mocked(getVendorProducts).mockResolvedValue([aProduct()]);
});

describe('prefetchStore', () => {
  it.each([[{ name: 'mama-put' }], [{ id: 'mama-put' }]])(
    'asks for the store the screen at %p draws, and the screen asks again for nothing',
    async (params) => {
      const queryClient = createQueryClient({ queries: { retry: false } });
      prefetchStore({ country: 'NG', params, search: new URLSearchParams(), queryClient });
      await waitFor(() => expect(getVendorProducts).toHaveBeenCalled());

      render(
        <QueryProvider client={queryClient}>
          <StoreScreen title="Store" params={params} />
        </QueryProvider>,
      );

      expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeTruthy();
      expect(jest.mocked(getVendor).mock.calls).toEqual([['mama-put', expect.anything()]]);
      expect(getVendorProducts).toHaveBeenCalledTimes(1);
    },
  );
});
