import { screen, within } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { getBusinessTypes, getTags, getVendors, searchProducts } from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import { aPage, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CategoryScreen } from './category-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const renderCategory = (params: Record<string, string>) =>
  renderWithQuery(<CategoryScreen title="Category" params={params} />);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue({ ...makeParcelProps(), country: 'KE' });
  jest.mocked(getBusinessTypes).mockResolvedValue([{ id: 4, name: 'Bakery', slug: 'bakery' }]);
  jest
    .mocked(getTags)
    .mockResolvedValue([{ id: 20, name: 'Bread', slug: 'bread', business_type_id: 4 }]);
});

describe('CategoryScreen', () => {
  it("shows a business type's tags and its stores in the customer's country", async () => {
    jest.mocked(getVendors).mockResolvedValue(aPage([aVendor({ business_name: 'Java Bakes' })]));
    renderCategory({ name: 'bakery' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bakery' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bread' }).getAttribute('href')).toBe(
      '/marketplace/search/bread',
    );
    const stores = screen.getByRole('region', { name: 'Stores' });
    expect(await within(stores).findByText('Java Bakes')).toBeTruthy();
    expect(getVendors).toHaveBeenCalledWith(
      expect.objectContaining({ business_type_id: 4, page: 1 }),
      expect.anything(),
    );
  });

  it('treats any other segment as words, whichever parameter names it', async () => {
    jest.mocked(searchProducts).mockResolvedValue(aPage([]));
    renderCategory({ keywords: 'jollof-rice' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jollof rice' })).toBeTruthy();
    expect(await screen.findByText('No dish matches “jollof rice” yet.')).toBeTruthy();
    expect(searchProducts).toHaveBeenCalledWith(
      { query: 'jollof rice', page: 1, per_page: 12 },
      expect.anything(),
    );
  });

  it('shows hostile words as text', async () => {
    jest.mocked(searchProducts).mockResolvedValue(aPage([]));
    const hostile = '<script>alert(1)</script>';
    const { container } = renderCategory({ name: hostile });

    expect(await screen.findByRole('heading', { level: 1, name: hostile })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('offers a retry when the categories cannot load', async () => {
    jest
      .mocked(getBusinessTypes)
      .mockRejectedValue(new ApiError({ kind: 'network', message: 'Network error' }));
    renderCategory({ name: 'bakery' });
    expect(await screen.findByText('We could not load this category.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
