/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aProduct } from '@jara/testing/builders/product';
import { aVendor } from '@jara/testing/builders/vendor';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { SearchScreen } from './search-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

const renderTag = (tag: string) =>
  renderWithQuery(<SearchScreen title="Search" params={{ tag }} />);

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  api.answer('GET /marketplace/business_types', [
    { id: 1, name: 'Restaurants', slug: 'restaurants' },
    { id: 4, name: 'Bakery', slug: 'bakery' },
  ]);
  // One answer for every type's tags: the double answers a call whatever its query.
  api.answer('GET /marketplace/tags', [
    { id: 20, name: 'Pastries', slug: 'pastries', business_type_id: 4 },
  ]);
  api.answer('GET /marketplace/vendors/{slug}', aVendor({ business_name: 'Sweet Crumbs' }));
});

const tagsAskedFor = () =>
  api
    .sent('GET /marketplace/tags')
    .map((request) => new URL(request.url).searchParams.get('business_typee_id'));
const tagProductsPaths = () =>
  api.sent('GET /marketplace/tags/{id}/products').map((request) => new URL(request.url).pathname);

describe('a tag page', () => {
  it("is titled by the tag's name and lists its dishes under their stores", async () => {
    api.answer('GET /marketplace/tags/{id}/products', [aProduct({ name: 'Meat pie' })]);
    renderTag('pastries');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pastries' })).toBeTruthy();
    const store = await screen.findByRole('region', { name: 'From Sweet Crumbs' });
    expect(within(store).getByText('Meat pie')).toBeTruthy();
    expect(tagsAskedFor()).toEqual(['1', '4']);
    expect(tagProductsPaths()).toEqual([
      expect.stringMatching(/\/marketplace\/tags\/20\/products$/),
    ]);
  });

  it('says when no store near the customer has the tag yet', async () => {
    api.answer('GET /marketplace/tags/{id}/products', []);
    renderTag('pastries');
    expect(await screen.findByText('No store near you has pastries yet.')).toBeTruthy();
  });

  it('shows an unknown, hostile slug as text in a not-found state', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const { container } = renderTag(hostile);

    expect(await screen.findByRole('heading', { name: 'This tag does not exist' })).toBeTruthy();
    expect(screen.getByText(`We found no tag called “${hostile}”.`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(tagProductsPaths()).toEqual([]);
  });

  it('tells the shell an unknown tag has no page at its path, for the 404 layout', async () => {
    window.history.pushState(null, '', '/marketplace/search/no-such-tag');
    const reported: string[] = [];
    const stop = bus.on('page:not-found', ({ path }) => reported.push(path));
    try {
      renderTag('no-such-tag');
      await screen.findByRole('heading', { name: 'This tag does not exist' });
      await waitFor(() => expect(reported).toEqual(['/marketplace/search/no-such-tag']));
    } finally {
      stop();
      window.history.pushState(null, '', '/');
    }
  });
});
