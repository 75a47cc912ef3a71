import { screen, within } from '@testing-library/react';
import { getBusinessTypes, getTagProducts, getTags, getVendor } from '@jara/api/marketplace';
import { useParcelProps } from '@jara/parcel/parcel';
import { aProduct, aVendor } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { SearchScreen } from './search-screen';

jest.mock('@jara/api/marketplace');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const renderTag = (tag: string) =>
  renderWithQuery(<SearchScreen title="Search" params={{ tag }} />);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  jest.mocked(getBusinessTypes).mockResolvedValue([
    { id: 1, name: 'Restaurants', slug: 'restaurants' },
    { id: 4, name: 'Bakery', slug: 'bakery' },
  ]);
  jest
    .mocked(getTags)
    .mockImplementation(async (id) =>
      id === 4 ? [{ id: 20, name: 'Pastries', slug: 'pastries', business_type_id: 4 }] : [],
    );
  jest.mocked(getVendor).mockResolvedValue(aVendor({ business_name: 'Sweet Crumbs' }));
});

describe('a tag page', () => {
  it("is titled by the tag's name and lists its dishes under their stores", async () => {
    jest.mocked(getTagProducts).mockResolvedValue([aProduct({ name: 'Meat pie' })]);
    renderTag('pastries');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pastries' })).toBeTruthy();
    const store = await screen.findByRole('region', { name: 'From Sweet Crumbs' });
    expect(within(store).getByText('Meat pie')).toBeTruthy();
    expect(getTagProducts).toHaveBeenCalledWith(20, expect.anything());
  });

  it('says when no store near the customer has the tag yet', async () => {
    jest.mocked(getTagProducts).mockResolvedValue([]);
    renderTag('pastries');
    expect(await screen.findByText('No store near you has pastries yet.')).toBeTruthy();
  });

  it('shows an unknown, hostile slug as text in a not-found state', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const { container } = renderTag(hostile);

    expect(await screen.findByRole('heading', { name: 'This tag does not exist' })).toBeTruthy();
    expect(screen.getByText(`We found no tag called “${hostile}”.`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(getTagProducts).not.toHaveBeenCalled();
  });
});
